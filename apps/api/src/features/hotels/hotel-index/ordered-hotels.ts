import type { IndexedHotelRow } from './hotel-index-repository';

/**
 * The recommended order (search-conditions-repository.ts listOrder): oldest
 * first, then by id. A uuid's lower-case text sorts as PostgreSQL sorts the
 * uuid (its bytes in order).
 */
export function inListOrder(a: IndexedHotelRow, b: IndexedHotelRow): number {
  return a.createdMicros - b.createdMicros || byId(a.id, b.id);
}

export const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Where `hotel` goes in `list` (kept in list order): the first place not before it. */
function placeOf(list: readonly IndexedHotelRow[], hotel: IndexedHotelRow): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (inListOrder(list[middle]!, hotel) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Puts `hotel` into `list` in list order. */
export function insertInOrder(list: IndexedHotelRow[], hotel: IndexedHotelRow): void {
  list.splice(placeOf(list, hotel), 0, hotel);
}

/** Takes `hotel` (the very record, as inserted) out of `list`, if it is there. */
export function removeFromOrder(list: IndexedHotelRow[], hotel: IndexedHotelRow): void {
  const at = placeOf(list, hotel);
  if (list[at] === hotel) list.splice(at, 1);
}
