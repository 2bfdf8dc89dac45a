import { holdLimits } from '@waka/shared/hold-limits';
import type { TRoom } from '@waka/shared/rooms/room';

/**
 * A room type the guest has chosen, with how many units (docs/product.md#hotel-rooms: "Selected
 * room"). The page owns the selection; the booking dialog receives it.
 */
export type SelectedRoom = { room: TRoom; quantity: number };

/** The most units of a room type one booking may take: what is left for the dates, else all of them (docs/product.md#availability). */
export function unitsCap(room: Pick<TRoom, 'unitsLeft' | 'roomQuantity'>): number {
  return room.unitsLeft ?? room.roomQuantity;
}

/** Units chosen across the whole selection. */
export function selectedUnits(selection: SelectedRoom[]): number {
  return selection.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * The most units of this line the guest may choose now: what is left, no more
 * than one booking may take of one room type, nor than the booking's rooms
 * leave beside the other lines (docs/decisions/0017-holds-and-dates-are-bounded.md).
 */
export function quantityCap(
  item: SelectedRoom,
  selection: SelectedRoom[],
  limits = holdLimits(),
): number {
  const others = selectedUnits(selection) - item.quantity;
  return Math.max(
    1,
    Math.min(unitsCap(item.room), limits.maxUnitsPerRoomType, limits.maxRoomsPerBooking - others),
  );
}
