import type { ReactNode } from 'react';
import { formatLagosDateTime } from '@waka/shared/dates';
import { formatNaira } from '@waka/shared/money';
import type { TOwnerRoom } from '@waka/shared/rooms/room-form';
import { Dialog } from '@/components/ui/dialog';
import { amenityLabel } from '../room-amenity-labels';
import { RoomCarousel } from './room-carousel';

/** View Details (docs/product.md#room-listings): the room's facts, its description and amenities, and its photos. */
export function RoomDetailsDialog({ room, onClose }: { room: TOwnerRoom; onClose: () => void }) {
  return (
    <Dialog title={room.roomType} onClose={onClose}>
      <div className="flex flex-col gap-5">
        <RoomCarousel images={room.roomImage} roomType={room.roomType} />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
          <Fact term="Price">{formatNaira(room.roomPrice)} / night</Fact>
          <Fact term="Discount">{room.roomDiscount}%</Fact>
          <Fact term="Quantity">{room.roomQuantity}</Fact>
          <Fact term="Created">{formatLagosDateTime(room.createdAt)}</Fact>
          <Fact term="Status">{room.roomStatus ? 'Active' : 'Not Active'}</Fact>
          <Fact term="Hotel">{room.hotelName}</Fact>
        </dl>
        <section className="flex flex-col gap-1">
          <h3 className="font-semibold text-slate-900">Description</h3>
          <p className="whitespace-pre-line break-words text-slate-700">{room.roomDescription}</p>
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-900">Amenities</h3>
          {room.amenities.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5">
              {room.amenities.map((amenity) => (
                <li
                  key={amenity}
                  className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800"
                >
                  {amenityLabel(amenity)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">None listed</p>
          )}
        </section>
      </div>
    </Dialog>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}
