import type { IndexedHotelRow } from './hotel-index-repository';

/**
 * One night's sold-out room types, and the hotels that have one: a bit per
 * hotel by its slot (HotelSlots), so the search checks each hotel it walks
 * with one array read a night instead of hashing its id.
 */
type SoldOutNight = { hotels: Uint32Array; rooms: ReadonlySet<string> };

const hasBit = (bits: Uint32Array, slot: number) =>
  ((bits[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;

/**
 * A small number for each hotel id seen, given once and never reused, so a
 * night's hotels can be a bit array: 1.25 KB a night at 10,000 hotels.
 */
export class HotelSlots {
  private readonly slots = new Map<string, number>();

  of(hotelId: string): number {
    let slot = this.slots.get(hotelId);
    if (slot === undefined) this.slots.set(hotelId, (slot = this.slots.size));
    return slot;
  }
}

/**
 * The sold-out nights the searches have asked about (sold_out_room_night),
 * each read whole when its `night:<date>` count moves (docs/decisions/0031).
 */
export class SoldOutNights {
  private readonly nights = new Map<string, SoldOutNight>();

  constructor(private readonly slots: HotelSlots) {}

  /** Sets each of `nights` to the sold-out room types of `rows` on it (none if no row names it). */
  replace(
    nights: readonly string[],
    rows: readonly { night: string; hotelId: string; roomId: string }[],
  ): void {
    const read = new Map(
      nights.map((night) => [night, { slots: [] as number[], rooms: new Set<string>() }]),
    );
    for (const { night, hotelId, roomId } of rows) {
      read.get(night)?.slots.push(this.slots.of(hotelId));
      read.get(night)?.rooms.add(roomId);
    }
    for (const [night, { slots, rooms }] of read) {
      const highest = slots.reduce((high, slot) => Math.max(high, slot), -1);
      const hotels = new Uint32Array(highest < 0 ? 0 : (highest >>> 5) + 1);
      for (const slot of slots) hotels[slot >>> 5]! |= 1 << (slot & 31);
      this.nights.set(night, { hotels, rooms });
    }
  }

  clear(): void {
    this.nights.clear();
  }

  get size(): number {
    return this.nights.size;
  }

  /** The stay whose nights are `nights`, for fromPriceFor: those with a sold-out room type, as last read. */
  ofStay(nights: readonly string[]): SoldOutStay {
    return nights.flatMap((night) => {
      const soldOut = this.nights.get(night);
      return soldOut && soldOut.rooms.size > 0 ? [soldOut] : [];
    });
  }
}

/** The nights of a stay that have a sold-out room type. */
export type SoldOutStay = readonly SoldOutNight[];

/**
 * A hotel's "from" price for a stay, as the database's search prices it
 * (search-conditions-repository.ts bookableFrom): its open price when none
 * of its room types is sold out on a night of the stay; else the cheapest
 * open room type free on every one; null when nothing is bookable.
 */
export function fromPriceFor(hotel: IndexedHotelRow, stay: SoldOutStay): number | null {
  if (hotel.openFromKobo === null) return null;
  if (!stay.some((night) => hasBit(night.hotels, hotel.slot))) return hotel.openFromKobo;
  const free = hotel.openRooms.find((room) => !stay.some((night) => night.rooms.has(room.id)));
  return free ? free.priceKobo : null;
}
