import type { IndexedHotelRow } from './hotel-index-repository';
import { inListOrder } from './ordered-hotels';

/** Texts shorter than a trigram have no list to narrow them: every hotel is tried. */
const TRIGRAM = 3;

/** Above every ASCII trigram's number, so no other trigram shares one. */
const NOT_ASCII = 2 ** 21;

/**
 * Each run of three characters (UTF-16 code units, as `includes` compares
 * them) in `text`, as a number: three 16-bit units fit a double exactly,
 * and ASCII ones a small integer, which a Map hashes without allocating.
 */
function forEachTrigram(text: string, each: (trigram: number) => void): void {
  for (let at = 0; at + TRIGRAM <= text.length; at++) {
    const [a, b, c] = [text.charCodeAt(at), text.charCodeAt(at + 1), text.charCodeAt(at + 2)];
    const ascii = a < 128 && b < 128 && c < 128;
    each(ascii ? (a << 14) | (b << 7) | c : NOT_ASCII + (a * 65536 + b) * 65536 + c);
  }
}

/** Whether a hotel matches a search text (lower case), as `search_text like '%text%'` does. */
export const matchesText = (hotel: IndexedHotelRow, text: string) =>
  hotel.searchText.includes(text);

/**
 * The hotels holding each trigram of their search text, by slot (HotelSlots),
 * as the database's `pg_trgm` index keeps them, so a text never asked before
 * is tried against the hotels that hold its rarest trigram rather than
 * against every hotel (docs/decisions/0032). A hotel that holds every
 * trigram of a text need not contain the text, so each is still checked
 * with `matchesText`.
 *
 * The check and the order read a copy of each hotel's text and creation
 * time kept by slot, side by side, not the hotel rows: the rows lie apart
 * in the heap, and at 100,000 hotels reading one field of each took 20 ms
 * where reading packed copies took a few.
 *
 * A hotel taken out leaves its slot in the lists: a slot with no hotel, or
 * with the hotel's changed row, is only a candidate the check turns down.
 * The lists are built again once more than half of what they hold is left
 * over.
 */
export class TextIndex {
  private readonly hotelAt: (IndexedHotelRow | undefined)[] = [];
  private readonly textAt: (string | undefined)[] = [];
  private readonly createdAt: number[] = [];
  private slotsOf = new Map<number, number[]>();
  private kept = 0;
  private leftOver = 0;

  constructor(hotels: Iterable<IndexedHotelRow>) {
    for (const hotel of hotels) this.add(hotel);
  }

  add(hotel: IndexedHotelRow): void {
    this.hotelAt[hotel.slot] = hotel;
    // A new string of its own, made now, so the texts checked one after another lie together.
    this.textAt[hotel.slot] = hotel.searchText.split('').join('');
    this.createdAt[hotel.slot] = hotel.createdMicros;
    this.list(hotel);
  }

  remove(hotel: IndexedHotelRow): void {
    if (this.hotelAt[hotel.slot] !== hotel) return;
    this.hotelAt[hotel.slot] = undefined;
    this.textAt[hotel.slot] = undefined;
    this.leftOver += Math.max(0, hotel.searchText.length - TRIGRAM + 1);
    if (this.leftOver > this.kept / 2) this.rebuild();
  }

  /**
   * The hotels whose search text contains `text` (lower case), in the list's
   * order; `inOrder` is every hotel in that order.
   */
  matching(text: string, inOrder: readonly IndexedHotelRow[]): IndexedHotelRow[] {
    if (text.length < TRIGRAM) return inOrder.filter((hotel) => matchesText(hotel, text));
    let rarest: number[] | undefined;
    let missing = false;
    forEachTrigram(text, (trigram) => {
      const slots = this.slotsOf.get(trigram);
      if (!slots) missing = true;
      else if (!rarest || slots.length < rarest.length) rarest = slots;
    });
    if (missing) return [];
    const found: number[] = [];
    const isFound = new Uint8Array(this.textAt.length);
    for (let n = 0; n < rarest!.length; n++) {
      const slot = rarest![n]!;
      if (isFound[slot] || !this.textAt[slot]?.includes(text)) continue;
      isFound[slot] = 1;
      found.push(slot);
    }
    return found.sort(this.inListOrder).map((slot) => this.hotelAt[slot]!);
  }

  /** inListOrder (ordered-hotels.ts) by slot, reading the hotel rows only for a tie. */
  private readonly inListOrder = (a: number, b: number): number =>
    this.createdAt[a]! - this.createdAt[b]! || inListOrder(this.hotelAt[a]!, this.hotelAt[b]!);

  private list(hotel: IndexedHotelRow): void {
    forEachTrigram(hotel.searchText, (trigram) => {
      const slots = this.slotsOf.get(trigram);
      // A trigram the text repeats is listed once: the hotel's slot is already last.
      if (slots?.at(-1) === hotel.slot) return;
      if (slots) slots.push(hotel.slot);
      else this.slotsOf.set(trigram, [hotel.slot]);
      this.kept++;
    });
  }

  private rebuild(): void {
    this.slotsOf = new Map();
    this.kept = 0;
    this.leftOver = 0;
    for (const hotel of this.hotelAt) if (hotel) this.list(hotel);
  }
}
