import { LRUCache } from 'lru-cache';
import type { Place } from '../hotel-search/search-shape';
import type { IndexedHotelRow } from './hotel-index-repository';
import { inListOrder, insertInOrder, removeFromOrder } from './ordered-hotels';
import { matchesText, TextIndex } from './text-index';

/**
 * How many hotels the texts' matches may name in all (8 bytes each): a
 * text never asked before is looked up in the trigram lists; travellers ask
 * a few hundred places, so their matches are kept and changed with the
 * hotels. Bounded by what they name, not by how many texts: a text as broad
 * as "a" names nearly every hotel.
 */
const MATCHES_KEPT = 1_000_000;

/** The key of a suggested place's list, from the place or from a hotel's own fields. */
const placeKey = (kind: Place['kind'], stateId: number, key: string) => `${kind}|${stateId}|${key}`;

function placeKeysOf(hotel: IndexedHotelRow): string[] {
  if (hotel.stateId === null) return [];
  return [
    placeKey('state', hotel.stateId, ''),
    placeKey('city', hotel.stateId, hotel.cityKey),
    placeKey('local-government', hotel.stateId, hotel.localGovKey),
  ];
}

/**
 * Every listed hotel, in the list's order, and the same hotels by place and
 * by the texts asked lately: each list changed hotel by hotel, never
 * rebuilt while the listing changes (docs/decisions/0031).
 */
export class IndexedListing {
  private readonly byId = new Map<string, IndexedHotelRow>();
  private readonly inOrder: IndexedHotelRow[];
  private readonly byPlace = new Map<string, IndexedHotelRow[]>();
  private readonly byText = new LRUCache<string, IndexedHotelRow[]>({
    maxSize: MATCHES_KEPT,
    sizeCalculation: (matches) => matches.length + 1,
  });

  private readonly text: TextIndex;

  constructor(hotels: IndexedHotelRow[]) {
    this.inOrder = [...hotels].sort(inListOrder);
    this.text = new TextIndex(this.inOrder);
    for (const hotel of this.inOrder) {
      this.byId.set(hotel.id, hotel);
      for (const key of placeKeysOf(hotel)) {
        const list = this.byPlace.get(key);
        if (list) list.push(hotel);
        else this.byPlace.set(key, [hotel]);
      }
    }
  }

  get size(): number {
    return this.inOrder.length;
  }

  /** Every listed hotel, in the list's order. */
  all(): readonly IndexedHotelRow[] {
    return this.inOrder;
  }

  /** A suggested place's hotels, in the list's order. */
  inPlace(place: Place): readonly IndexedHotelRow[] {
    return this.byPlace.get(placeKey(place.kind, place.stateId, place.key)) ?? [];
  }

  /** The hotels whose search text contains `text` (lower case), in the list's order. */
  matching(text: string): readonly IndexedHotelRow[] {
    let matches = this.byText.get(text);
    if (!matches) {
      matches = this.text.matching(text, this.inOrder);
      this.byText.set(text, matches);
    }
    return matches;
  }

  /** Puts each hotel of `ids` as `current` has it, or takes it out when `current` lacks it (no longer listed). */
  replace(ids: Iterable<string>, current: ReadonlyMap<string, IndexedHotelRow>): void {
    for (const id of ids) {
      const old = this.byId.get(id);
      if (old) this.remove(old);
      const now = current.get(id);
      if (now) this.add(now);
    }
  }

  private add(hotel: IndexedHotelRow): void {
    this.byId.set(hotel.id, hotel);
    insertInOrder(this.inOrder, hotel);
    this.text.add(hotel);
    for (const key of placeKeysOf(hotel)) {
      const list = this.byPlace.get(key);
      if (list) insertInOrder(list, hotel);
      else this.byPlace.set(key, [hotel]);
    }
    for (const [text, matches] of this.byText.entries()) {
      if (matchesText(hotel, text)) insertInOrder(matches, hotel);
    }
  }

  private remove(hotel: IndexedHotelRow): void {
    this.byId.delete(hotel.id);
    removeFromOrder(this.inOrder, hotel);
    this.text.remove(hotel);
    for (const key of placeKeysOf(hotel)) {
      const list = this.byPlace.get(key);
      if (list) removeFromOrder(list, hotel);
    }
    for (const [text, matches] of this.byText.entries()) {
      if (matchesText(hotel, text)) removeFromOrder(matches, hotel);
    }
  }
}
