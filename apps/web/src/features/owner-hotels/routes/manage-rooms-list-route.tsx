import { roomListingsPath } from '@/lib/paths';
import { OwnerHotelCards } from '../components/owner-hotel-cards';
import { OwnerHotelsLoader } from '../components/owner-hotels-loader';
import { OwnerPageHeader } from '../components/owner-page-header';

/** /owner/list-room (docs/product.md#owner-hotels): pick a hotel whose rooms to view and manage. */
export function ManageRoomsListRoute() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <OwnerPageHeader title="List Room">
        Take advantage of this page to view and manage hotel rooms; select the hotel you want to
        manage.
      </OwnerPageHeader>
      <OwnerHotelsLoader>
        {(hotels) => (
          <OwnerHotelCards
            hotels={hotels}
            linkTo={(hotel) => roomListingsPath(hotel.hotelId)}
            actionLabel="View Hotel Rooms"
          />
        )}
      </OwnerHotelsLoader>
    </div>
  );
}
