/*
 * The place in a page's prerendered loading state where its largest photo
 * will stand (docs/decisions/0007-first-screen-in-the-html.md): an <img> with
 * this attribute and `hidden`, and no address. When the server knows the
 * photo the page's first API call will answer
 * (apps/api/src/web/first-photos.ts), it gives the first such <img> that
 * address and shows it (first-load-links.ts), so the photo paints from the
 * HTML, before any script has run. In the live app the slot stays hidden. No
 * zod here: the skeletons that import it load on a page's first screen.
 */
export const FIRST_PHOTO_SLOT = 'data-first-photo';
