import type { IndexedHotelRow } from './hotel-index-repository';

/**
 * One night's sold-out room types by hotel slot (HotelSlots), and a bit per
 * hotel that has one, so the search checks each hotel it walks with one
 * array read a night instead of hashing its id, and a hotel with one reads
 * only its own.
 */
type SoldOutNight = { hotels: Uint32Array; roomsByHotel: ReadonlyMap<number, string[]> };

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
    const read = new Map(nights.map((night) => [night, new Map<number, string[]>()]));
    for (const { night, hotelId, roomId } of rows) {
      const roomsByHotel = read.get(night);
      if (!roomsByHotel) continue;
      const slot = this.slots.of(hotelId);
      const rooms = roomsByHotel.get(slot);
      if (rooms) rooms.push(roomId);
      else roomsByHotel.set(slot, [roomId]);
    }
    for (const [night, roomsByHotel] of read) {
      let highest = -1;
      for (const slot of roomsByHotel.keys()) highest = Math.max(highest, slot);
      const hotels = new Uint32Array(highest < 0 ? 0 : (highest >>> 5) + 1);
      for (const slot of roomsByHotel.keys()) hotels[slot >>> 5]! |= 1 << (slot & 31);
      this.nights.set(night, { hotels, roomsByHotel });
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
      return soldOut && soldOut.roomsByHotel.size > 0 ? [soldOut] : [];
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
  // Index loops and an explicit bound: this runs for every hotel a search
  // walks (up to 201 a page), and a typed array read past its end, or a
  // for-of, made it three times slower (a micro-benchmark on the 10k bench).
  const word = hotel.slot >>> 5;
  const bit = 1 << (hotel.slot & 31);
  let soldOutInStay = false;
  for (let n = 0; n < stay.length && !soldOutInStay; n++) {
    const bits = stay[n]!.hotels;
    soldOutInStay = word < bits.length && (bits[word]! & bit) !== 0;
  }
  if (!soldOutInStay) return hotel.openFromKobo;
  // The hotel's room types sold out on some night of the stay: one or two, mostly.
  const soldOutRooms = stay.flatMap((night) => night.roomsByHotel.get(hotel.slot) ?? []);
  const free = hotel.openRooms.find((room) => !soldOutRooms.includes(room.id));
  return free ? free.priceKobo : null;
}
