import { isRoomAvailable, type TRoom } from '@waka/shared/rooms/room';
import { unitsCap, type SelectedRoom } from './selected-room';

export type Reconciled = {
  selection: SelectedRoom[];
  /** One sentence per room that had to change, for the guest to read. */
  notices: string[];
};

/**
 * Fits a selection to a fresh list of rooms (new dates, or a refetch): each
 * chosen room takes its fresh data, a room that is gone or no longer
 * available is dropped, and a quantity above what is left is lowered to it.
 */
export function reconcileSelection(selection: SelectedRoom[], rooms: TRoom[]): Reconciled {
  const byId = new Map(rooms.map((room) => [room.roomId, room]));
  const next: SelectedRoom[] = [];
  const notices: string[] = [];

  for (const { room: old, quantity } of selection) {
    const room = byId.get(old.roomId);
    if (!room || !isRoomAvailable(room)) {
      notices.push(
        `${old.roomType} is not available for these dates, so it was removed from your selection.`,
      );
      continue;
    }
    const cap = unitsCap(room);
    if (quantity > cap) {
      notices.push(
        `Only ${cap} ${cap === 1 ? 'unit' : 'units'} of ${old.roomType} ${cap === 1 ? 'is' : 'are'} left for these dates, so your selection now has ${cap}.`,
      );
    }
    next.push({ room, quantity: Math.min(quantity, cap) });
  }
  return { selection: next, notices };
}
