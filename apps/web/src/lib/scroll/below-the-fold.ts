/**
 * The class of a card's `<li>` in a long list of cards (a page of hotels or
 * cars). The first row is drawn at once: it holds the page's largest photo,
 * which loads eagerly. Every later card is drawn only as it nears the screen
 * (`content-visibility: auto`): the browser skips its style, layout and
 * paint until then. A page of 24 hotel cards is 864 of `/rooms`' 1,150
 * elements and a phone shows about two; style and layout were the largest
 * tasks of a Chromium trace of `/rooms` at 4x CPU.
 *
 * - `contain-intrinsic-size: auto 34rem` holds the place of a card not yet
 *   drawn (cards measure 470–585 px), and once drawn the browser remembers
 *   its real height (`auto`), so the scrollbar does not jump back.
 * - `content-visibility` also clips what the card paints outside its box;
 *   `overflow-clip-margin` leaves room for the card's ring and its hover
 *   shadow.
 * - What is skipped stays in the page: find in page, the accessibility tree
 *   and links work as before.
 */
export function cardInListClass(index: number, firstRow: number): string {
  return index < firstRow
    ? 'min-w-0'
    : 'min-w-0 [content-visibility:auto] [contain-intrinsic-size:auto_34rem] [overflow-clip-margin:1.5rem]';
}
