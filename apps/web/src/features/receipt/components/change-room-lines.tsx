import { useId } from 'react';
import { formatNaira } from '@waka/shared/money';
import type { ChangeLine } from '../change-selection';

type ChangeRoomLinesProps = {
  lines: ChangeLine[];
  disabled: boolean;
  onQuantity: (roomId: string, quantity: number) => void;
};

const rooms = (n: number) => (n === 1 ? '1 room' : `${n} rooms`);

/**
 * The booking's room types, one row each: its name and nightly price now
 * beside how many to keep, so the dialog stays short on a phone.
 */
export function ChangeRoomLines({ lines, disabled, onQuantity }: ChangeRoomLinesProps) {
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-slate-800">Rooms</legend>
      <ul className="mt-1 divide-y divide-slate-100">
        {lines.map((line) => (
          <RoomLine key={line.roomId} line={line} disabled={disabled} onQuantity={onQuantity} />
        ))}
      </ul>
    </fieldset>
  );
}

function RoomLine({
  line,
  disabled,
  onQuantity,
}: { line: ChangeLine } & Omit<ChangeRoomLinesProps, 'lines'>) {
  const id = useId();
  const most = Math.max(line.most, line.quantity);
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <label htmlFor={id} className="block font-semibold break-words text-slate-900">
          {line.roomType}
        </label>
        <p id={`${id}-price`} className="text-sm text-slate-600">
          {priceWords(line)}
        </p>
      </div>
      <select
        id={id}
        aria-describedby={`${id}-price`}
        value={line.quantity}
        disabled={disabled || !line.offered}
        onChange={(event) => onQuantity(line.roomId, Number(event.target.value))}
        className="min-h-11 w-32 shrink-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600"
      >
        {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {rooms(n)}
          </option>
        ))}
      </select>
    </li>
  );
}

function priceWords(line: ChangeLine): string {
  if (!line.offered) return 'No longer offered by the hotel';
  const now = `${formatNaira(line.price)} a night`;
  return line.price === line.bookedPrice
    ? now
    : `${now} now (${formatNaira(line.bookedPrice)} when you booked)`;
}
