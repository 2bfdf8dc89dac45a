import { stayTotalNaira } from '@waka/shared/bookings/price-stay';
import { formatNaira } from '@waka/shared/money';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { formatNightlyPrice } from '@/lib/nightly-price';
import { quantityCap, type SelectedRoom } from '../selected-room';

export type SelectionPanelProps = {
  selection: SelectedRoom[];
  /** Nights of the stay, when the dates are known; the total is then for the whole stay. */
  nights: number | undefined;
  onQuantity: (roomId: string, quantity: number) => void;
  onRemove: (roomId: string) => void;
  onBook: () => void;
};

type Props = SelectionPanelProps & {
  headingId: string;
  /** Beside the heading: the overlay's close button. */
  action?: ReactNode;
};

/**
 * 'Your Selection' (docs/product.md#hotel-rooms, #states, #constants): the
 * chosen rooms with their quantities, the total — (Σ price × quantity) ×
 * nights, the same rule the dialog and the server use — and Book Now.
 */
export function SelectionPanel({
  selection,
  nights,
  onQuantity,
  onRemove,
  onBook,
  headingId,
  action,
}: Props) {
  const lines = selection.map(({ room, quantity }) => ({ price: room.roomPrice, quantity }));
  const total = stayTotalNaira(lines, nights ?? 1);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Your Selection
        </h2>
        {action}
      </div>

      {selection.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">
          Select rooms to begin booking
        </p>
      ) : (
        <ul aria-label="Selected rooms" className="flex flex-col divide-y divide-slate-100">
          {selection.map((item) => (
            <SelectedRoomLine
              key={item.room.roomId}
              item={item}
              cap={quantityCap(item, selection)}
              onQuantity={onQuantity}
              onRemove={onRemove}
            />
          ))}
        </ul>
      )}

      <div className="border-t border-slate-200 pt-4">
        <p className="flex items-baseline justify-between gap-3">
          <span className="font-semibold text-slate-900">
            Total{' '}
            <span className="text-sm font-normal text-slate-600">
              {nights === undefined
                ? 'per night'
                : `for ${nights} ${nights === 1 ? 'night' : 'nights'}`}
            </span>
          </span>
          <output
            aria-live="polite"
            data-testid="selection-total"
            className="text-xl font-bold text-slate-900"
          >
            {formatNaira(total)}
          </output>
        </p>
        {nights === undefined ? (
          <p className="mt-1 text-sm text-slate-600">
            Choose your dates to see the price of your stay.
          </p>
        ) : null}
      </div>

      <Button size="lg" onClick={onBook} disabled={selection.length === 0} className="w-full">
        Book Now
      </Button>
    </section>
  );
}

type LineProps = Pick<SelectionPanelProps, 'onQuantity' | 'onRemove'> & {
  item: SelectedRoom;
  /** The most this line may hold now (quantityCap). */
  cap: number;
};

function SelectedRoomLine({ item: { room, quantity }, cap, onQuantity, onRemove }: LineProps) {
  const stepper =
    'inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 text-lg font-bold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-semibold text-slate-900">{room.roomType}</p>
        <p className="text-sm whitespace-nowrap text-slate-700">
          {formatNightlyPrice(room.roomPrice)} × {quantity}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3">
        <div
          role="group"
          aria-label={`Quantity of ${room.roomType}`}
          className="flex items-center gap-2"
        >
          <button
            type="button"
            className={stepper}
            aria-label={`One fewer ${room.roomType}`}
            disabled={quantity <= 1}
            onClick={() => onQuantity(room.roomId, quantity - 1)}
          >
            −
          </button>
          <output aria-live="polite" className="min-w-6 text-center font-semibold text-slate-900">
            {quantity}
          </output>
          <button
            type="button"
            className={stepper}
            aria-label={`One more ${room.roomType}`}
            disabled={quantity >= cap}
            onClick={() => onQuantity(room.roomId, quantity + 1)}
          >
            +
          </button>
          {quantity >= cap ? <span className="text-xs text-slate-600">Max {cap}</span> : null}
        </div>
        <button
          type="button"
          onClick={() => onRemove(room.roomId)}
          className="min-h-10 rounded-lg px-2 text-sm font-semibold text-red-800 underline-offset-4 hover:underline"
        >
          Remove<span className="sr-only"> {room.roomType}</span>
        </button>
      </div>
    </li>
  );
}
