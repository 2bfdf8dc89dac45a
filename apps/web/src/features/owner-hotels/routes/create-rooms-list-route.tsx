import { addRoomPath } from '@/lib/paths';
import { OwnerHotelCards } from '../components/owner-hotel-cards';
import { OwnerHotelsLoader } from '../components/owner-hotels-loader';
import { OwnerPageHeader } from '../components/owner-page-header';

/** /owner/all-hotel (docs/product.md#owner-hotels): pick a hotel to add rooms to. */
export function CreateRoomsListRoute() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <OwnerPageHeader title="Add Room">
        Take advantage of this page to create more rooms for each hotel
      </OwnerPageHeader>
      <OwnerHotelsLoader>
        {(hotels) => (
          <OwnerHotelCards
            hotels={hotels}
            linkTo={(hotel) => addRoomPath(hotel.hotelId)}
            actionLabel="Create Hotel Rooms"
          />
        )}
      </OwnerHotelsLoader>
    </div>
  );
}
