import { useDeferredValue } from 'react';

const NONE: readonly never[] = [];

/**
 * The cards a list draws now: never fewer than it already shows, and at least
 * its first row; the rest follow a moment later.
 *
 * Building a page of 24 cards in one go held a phone's main thread for
 * 90–160 ms (traces at 4x CPU, 25 Nov), so cards beyond those follow at a
 * transition's priority, which React builds in slices and sets aside whenever
 * something more urgent comes. Deferring the whole list (as before, 26 Nov)
 * left a busy phone showing the result count over a skeleton for seconds; the
 * first row holds what a phone shows and the page's largest photo, so it is
 * drawn with the count. A list that grows (View More) keeps its cards on
 * screen, and one that is replaced (another page or filter) is drawn whole.
 */
export function useFirstRowFirst<T>(items: readonly T[], firstRow: number): readonly T[] {
  // A list mounted with its cards (the skeleton before it was another element)
  // starts from none too.
  const deferred = useDeferredValue(items, NONE as readonly T[]);
  if (deferred === items) return items; // the deferred render has caught up
  return items.slice(0, Math.max(firstRow, deferred.length));
}
