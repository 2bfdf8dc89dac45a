import type { TRoom } from '@waka/shared/rooms/room';

/**
 * A room type the guest has chosen, with how many units (spec §3 "Selected
 * room"). The page owns the selection; the booking dialog receives it.
 */
export type SelectedRoom = { room: TRoom; quantity: number };

/** The most units of a room type one booking may take: what is left for the dates, else all of them (D3). */
export function unitsCap(room: Pick<TRoom, 'unitsLeft' | 'roomQuantity'>): number {
  return room.unitsLeft ?? room.roomQuantity;
}
