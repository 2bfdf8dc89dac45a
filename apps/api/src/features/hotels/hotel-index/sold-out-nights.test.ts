import { describe, expect, it } from 'vitest';
import type { IndexedHotelRow } from './hotel-index-repository';
import { fromPriceFor, HotelSlots, SoldOutNights } from './sold-out-nights';

/** A hotel as the index holds it, with only what fromPriceFor reads. */
function hotel(id: string, slots: HotelSlots, rooms: [string, number][]): IndexedHotelRow {
  return {
    id,
    slot: slots.of(id),
    openFromKobo: rooms[0]?.[1] ?? null,
    openRooms: rooms.map(([roomId, priceKobo]) => ({ id: roomId, priceKobo })),
  } as IndexedHotelRow;
}

describe('sold-out nights by hotel slot', () => {
  it('prices each of 100 hotels (slots across four words) from the night it was sold out on', () => {
    const slots = new HotelSlots();
    const nights = new SoldOutNights(slots);
    const hotels = Array.from({ length: 100 }, (_, n) =>
      hotel(`h${n}`, slots, [
        [`h${n}-cheap`, 1000],
        [`h${n}-dear`, 2000],
      ]),
    );
    // Night 1: every hotel whose number is a multiple of 7 has its cheap room sold out; 35 both.
    nights.replace(
      ['2026-12-01', '2026-12-02'],
      [
        ...hotels
          .filter((_, n) => n % 7 === 0)
          .map((h) => ({ night: '2026-12-01', hotelId: h.id, roomId: `${h.id}-cheap` })),
        { night: '2026-12-01', hotelId: 'h35', roomId: 'h35-dear' },
        { night: '2026-12-02', hotelId: 'h99', roomId: 'h99-dear' },
      ],
    );
    const stay = nights.ofStay(['2026-12-01', '2026-12-02', '2026-12-03']);
    const prices = hotels.map((h) => fromPriceFor(h, stay));
    hotels.forEach((h, n) => {
      const expected = n === 35 ? null : n % 7 === 0 ? 2000 : 1000;
      expect(prices[n], h.id).toBe(expected);
    });
    // Night 2 alone: only h99's dear room, so h99 is still priced from its cheap one.
    expect(fromPriceFor(hotels[99]!, nights.ofStay(['2026-12-02']))).toBe(1000);
    expect(fromPriceFor(hotels[35]!, nights.ofStay(['2026-12-02']))).toBe(1000);
  });

  it('forgets a night read again with nothing sold out, and a hotel seen later gets a slot of its own', () => {
    const slots = new HotelSlots();
    const nights = new SoldOutNights(slots);
    const first = hotel('a', slots, [['a-1', 500]]);
    nights.replace(['2026-12-01'], [{ night: '2026-12-01', hotelId: 'a', roomId: 'a-1' }]);
    expect(fromPriceFor(first, nights.ofStay(['2026-12-01']))).toBeNull();
    const later = hotel('b', slots, [['b-1', 700]]);
    expect(later.slot).not.toBe(first.slot);
    expect(fromPriceFor(later, nights.ofStay(['2026-12-01']))).toBe(700);
    nights.replace(['2026-12-01'], []);
    expect(fromPriceFor(first, nights.ofStay(['2026-12-01']))).toBe(500);
    expect(fromPriceFor(hotel('c', slots, []), nights.ofStay([]))).toBeNull();
  });
});
