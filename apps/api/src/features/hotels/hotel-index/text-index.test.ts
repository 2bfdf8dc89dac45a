import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import type { IndexedHotelRow } from './hotel-index-repository';
import { inListOrder } from './ordered-hotels';
import { HotelSlots } from './sold-out-nights';
import { matchesText, TextIndex } from './text-index';

/** Few letters, an accent and a space, so texts share trigrams and match across words. */
const LETTERS = ['a', 'b', 'o', 'l', 'é', ' '];

describe('the trigram lists of the hotels’ search texts', () => {
  it('find what a scan of every hotel finds, in list order, while hotels come, change and go', () => {
    const generator = xoroshiro128plus(31);
    const int = (from: number, to: number) => uniformInt(generator, from, to);
    const word = (from: number, to: number) =>
      Array.from({ length: int(from, to) }, () => LETTERS[int(0, LETTERS.length - 1)]).join('');
    const slots = new HotelSlots();
    const hotelNamed = (id: string): IndexedHotelRow =>
      ({
        id,
        slot: slots.of(id),
        searchText: word(0, 12),
        createdMicros: int(0, 40),
      }) as IndexedHotelRow;
    let listed = Array.from({ length: 300 }, (_, n) =>
      hotelNamed(`h${String(n).padStart(3, '0')}`),
    );
    const index = new TextIndex(listed);
    let nextId = 300;
    for (let round = 0; round < 40; round++) {
      const inOrder = [...listed].sort(inListOrder);
      for (let asked = 0; asked < 25; asked++) {
        const text = asked % 3 === 0 ? word(1, 2) : word(3, 6);
        const expected = inOrder.filter((hotel) => matchesText(hotel, text));
        expect(index.matching(text, inOrder), `round ${round}, "${text}"`).toEqual(expected);
      }
      // Some hotels change (the same id, a new row), some leave, some arrive.
      listed = listed.flatMap((hotel) => {
        const roll = int(0, 9);
        if (roll > 1) return [hotel];
        index.remove(hotel);
        if (roll === 0) return [];
        const changed = hotelNamed(hotel.id);
        index.add(changed);
        return [changed];
      });
      for (let n = int(0, 10); n > 0; n--) {
        const arrived = hotelNamed(`h${nextId++}`);
        index.add(arrived);
        listed.push(arrived);
      }
    }
  });

  it('turns down a hotel that holds every trigram of the text but not the text', () => {
    const slots = new HotelSlots();
    const hotel = { id: 'a', slot: slots.of('a'), searchText: 'abc bcd', createdMicros: 1 };
    const index = new TextIndex([hotel as IndexedHotelRow]);
    expect(index.matching('abcd', [hotel as IndexedHotelRow])).toEqual([]);
    expect(index.matching('bc b', [hotel as IndexedHotelRow])).toEqual([hotel]);
  });
});
