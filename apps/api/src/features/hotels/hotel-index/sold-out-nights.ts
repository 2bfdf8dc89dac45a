import type { IndexedHotelRow } from './hotel-index-repository';

/** One night's sold-out room types, and the hotels that have one. */
type SoldOutNight = { hotels: ReadonlySet<string>; rooms: ReadonlySet<string> };

const NOTHING_SOLD_OUT: SoldOutNight = { hotels: new Set(), rooms: new Set() };

/**
 * The sold-out nights the searches have asked about (sold_out_room_night),
 * each read whole when its `night:<date>` count moves (docs/decisions/0031).
 */
export class SoldOutNights {
  private readonly nights = new Map<string, SoldOutNight>();

  /** Sets each of `nights` to the sold-out room types of `rows` on it (none if no row names it). */
  replace(
    nights: readonly string[],
    rows: readonly { night: string; hotelId: string; roomId: string }[],
  ): void {
    const read = new Map(
      nights.map((night) => [night, { hotels: new Set<string>(), rooms: new Set<string>() }]),
    );
    for (const { night, hotelId, roomId } of rows) {
      read.get(night)?.hotels.add(hotelId);
      read.get(night)?.rooms.add(roomId);
    }
    for (const [night, soldOut] of read) this.nights.set(night, soldOut);
  }

  clear(): void {
    this.nights.clear();
  }

  get size(): number {
    return this.nights.size;
  }

  /** The stay's nights, for fromPrice: each as last read (the index reads them before a search). */
  ofStay(nights: readonly string[]): readonly SoldOutNight[] {
    return nights.map((night) => this.nights.get(night) ?? NOTHING_SOLD_OUT);
  }
}

/**
 * A hotel's "from" price for a stay whose nights are `stay`, as the
 * database's search prices it (search-conditions-repository.ts
 * bookableFrom): its open price when none of its room types is sold out on
 * a night of the stay; else the cheapest open room type free on every one;
 * null when nothing is bookable.
 */
export function fromPriceFor(hotel: IndexedHotelRow, stay: readonly SoldOutNight[]): number | null {
  if (hotel.openFromKobo === null) return null;
  if (!stay.some((night) => night.hotels.has(hotel.id))) return Number(hotel.openFromKobo);
  const free = hotel.openRooms.find((room) => !stay.some((night) => night.rooms.has(room.id)));
  return free ? free.priceKobo : null;
}
