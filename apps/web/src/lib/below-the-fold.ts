/**
 * Classes for a card in a long list that starts below the first row: the
 * browser skips its style, layout and paint until it nears the screen
 * (`content-visibility: auto`). On `/rooms` a page is 24 cards of 36 elements
 * each, and a phone shows about two; building all of them in one go was the
 * largest task after the data arrived (a Chromium trace at 4x CPU).
 *
 * - `contain-intrinsic-size: auto 32rem` holds the place of a card not yet
 *   drawn (cards measure 470–585 px), and once drawn the browser remembers
 *   its real height (`auto`), so the scrollbar does not jump back.
 * - `content-visibility` also clips what the card paints outside its box;
 *   `overflow-clip-margin` leaves room for the card's ring and its hover
 *   shadow.
 * - What is skipped stays in the page: find in page, the accessibility tree
 *   and links work as before.
 */
export const RENDERED_WHEN_NEAR =
  '[content-visibility:auto] [contain-intrinsic-size:auto_34rem] [overflow-clip-margin:1.5rem]';
