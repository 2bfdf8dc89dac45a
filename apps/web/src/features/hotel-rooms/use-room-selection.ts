import { HOLD_MESSAGES, holdLimits } from '@waka/shared/hold-limits';
import type { TRoom } from '@waka/shared/rooms/room';
import { useState } from 'react';
import { reconcileSelection } from './room-selection';
import { quantityCap, selectedUnits, type SelectedRoom } from './selected-room';

/**
 * The guest's chosen rooms (docs/product.md#states): a click toggles a room in or out (one
 * unit), quantities stay between 1 and what is left and the booking's bounds
 * allow, Remove drops it. When a
 * new list of rooms arrives (other dates), the selection is fitted to it and
 * the guest is told what changed.
 */
export function useRoomSelection(rooms: TRoom[] | undefined) {
  const [selection, setSelection] = useState<SelectedRoom[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  const [fittedTo, setFittedTo] = useState(rooms);

  // Adjusting state while rendering (not in an effect), so the page never shows
  // a quantity the new dates cannot honour, even for one frame.
  if (rooms !== fittedTo) {
    setFittedTo(rooms);
    if (rooms && selection.length > 0) {
      const fitted = reconcileSelection(selection, rooms);
      setSelection(fitted.selection);
      if (fitted.notices.length > 0) setNotices(fitted.notices);
    }
  }

  const toggle = (room: TRoom) => {
    const chosen = selection.some((item) => item.room.roomId === room.roomId);
    const { maxRoomsPerBooking } = holdLimits();
    if (!chosen && selectedUnits(selection) >= maxRoomsPerBooking) {
      setNotices([
        `${HOLD_MESSAGES.roomsPerBooking(maxRoomsPerBooking)}; lower a quantity to add another room.`,
      ]);
      return;
    }
    setSelection((current) =>
      current.some((item) => item.room.roomId === room.roomId)
        ? current.filter((item) => item.room.roomId !== room.roomId)
        : [...current, { room, quantity: 1 }],
    );
  };

  const setQuantity = (roomId: string, quantity: number) =>
    setSelection((current) =>
      current.map((item) =>
        item.room.roomId === roomId
          ? { ...item, quantity: Math.max(1, Math.min(quantity, quantityCap(item, current))) }
          : item,
      ),
    );

  const remove = (roomId: string) =>
    setSelection((current) => current.filter((item) => item.room.roomId !== roomId));

  return {
    selection,
    isSelected: (roomId: string) => selection.some((item) => item.room.roomId === roomId),
    toggle,
    setQuantity,
    remove,
    clear: () => setSelection([]),
    notices,
    dismissNotices: () => setNotices([]),
  };
}
