import { originalPrice } from '@waka/shared/money';
import { isRoomAvailable, type TRoom } from '@waka/shared/rooms/room';
import { Button } from '@/components/ui/button';
import { formatNightlyPrice } from '@/lib/nightly-price';
import { RoomAmenityChips } from './room-amenity-chips';
import { RoomImages } from './room-images';

/** At or below this many units left for the dates, the card says how many. */
const FEW_LEFT = 3;

type RoomCardProps = {
  room: TRoom;
  selected: boolean;
  onToggle: () => void;
};

/** A room type of the hotel (docs/product.md#hotel-rooms: /rooms/{id}), and the button that puts it in the selection. */
export function RoomCard({ room, selected, onToggle }: RoomCardProps) {
  const available = isRoomAvailable(room);
  const wasPrice = originalPrice(room.roomPrice, room.roomDiscount);
  const fewLeft = available && room.unitsLeft !== undefined && room.unitsLeft <= FEW_LEFT;

  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 transition-shadow ${
        selected ? 'ring-2 ring-brand-600' : 'ring-slate-200'
      }`}
    >
      <RoomImages images={room.roomImage} roomType={room.roomType} />

      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h3 className="text-lg leading-snug font-semibold text-slate-900">{room.roomType}</h3>
            <p className="text-sm text-slate-600">{room.hotelName}</p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <span
              className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
                available ? 'bg-brand-100 text-brand-900' : 'bg-red-100 text-red-900'
              }`}
            >
              {available ? 'Available' : 'Unavailable'}
            </span>
            {fewLeft ? (
              <span className="text-xs font-semibold text-amber-800">
                {room.unitsLeft} left<span className="sr-only"> for your dates</span>
              </span>
            ) : null}
          </div>
        </div>

        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-xl font-bold text-slate-900">
            {formatNightlyPrice(room.roomPrice)}
          </span>
          <span className="text-sm text-slate-600">/ night</span>
          {wasPrice !== null ? (
            <>
              <s className="text-sm text-slate-500">
                <span className="sr-only">Original price </span>
                {formatNightlyPrice(wasPrice)}
              </s>
              <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                {room.roomDiscount}% off
              </span>
            </>
          ) : null}
        </p>

        <p className="text-sm text-slate-700">{room.roomDescription}</p>
        <RoomAmenityChips amenities={room.amenities} />

        <Button
          variant={selected ? 'primary' : 'secondary'}
          aria-pressed={selected}
          // The visible words first (label in name), then which room: every card has this button.
          aria-label={`${selected ? 'Selected' : 'Select Room'}: ${room.roomType}`}
          disabled={!available}
          onClick={onToggle}
          className="mt-auto w-full"
        >
          {selected ? (
            <svg viewBox="0 0 20 20" className="size-4 fill-current" aria-hidden="true">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
            </svg>
          ) : null}
          {selected ? 'Selected' : 'Select Room'}
        </Button>
      </div>
    </article>
  );
}
