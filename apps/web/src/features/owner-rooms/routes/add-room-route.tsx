import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Toast } from '@/components/ui/toast';
import { CREATE_ROOMS_LIST, roomListingsPath } from '@/lib/paths';
import { AddRoomForm } from '../components/add-room-form';
import { OwnerHotelGate } from '../components/owner-hotel-gate';
import { OwnerRoomsHeader } from '../components/owner-rooms-header';

/** /owner/all-hotel/add-room/{hotelId} (docs/product.md#add-room): a room type for one of the owner's hotels. */
export function AddRoomRoute() {
  const { hotelId = '' } = useParams();
  const [notice, setNotice] = useState<string | null>(null);
  const dismiss = useCallback(() => setNotice(null), []);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <OwnerHotelGate hotelId={hotelId} hotelsPath={CREATE_ROOMS_LIST}>
        {(hotel) => (
          <>
            <OwnerRoomsHeader
              title={`Add a room to ${hotel.hotelName}`}
              back={{ to: CREATE_ROOMS_LIST, label: 'All hotels' }}
              actions={
                <ButtonLink variant="secondary" to={roomListingsPath(hotel.hotelId)}>
                  View rooms
                </ButtonLink>
              }
            >
              Each room type has a price, how many of it the hotel has, and its photos.
            </OwnerRoomsHeader>
            <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
              {/* Keyed: another hotel's page starts with an empty form. */}
              <AddRoomForm key={hotel.hotelId} hotelId={hotel.hotelId} onAdded={setNotice} />
            </div>
          </>
        )}
      </OwnerHotelGate>
      <Toast message={notice} onDismiss={dismiss} />
    </div>
  );
}
