/**
 * A card a traveller can open and come back to marks itself with
 * `data-scroll-anchor` (its hotel's or car's id). When a click inside it
 * leaves the page, the layout's scroll restoration notes the card and where it
 * stood on screen, and Back puts that card back there.
 *
 * Why not the scroll offset alone: cards below a list's first row are drawn
 * only as they near the screen (below-the-fold.ts) and count at an
 * estimated height until then, so on the way back the same offset lands a
 * few cards away (126–315 px at 360 px wide, 26 Nov). The card's own
 * position is exact whatever the estimate above it.
 */
const ATTRIBUTE = 'data-scroll-anchor';

/** Spread on the element that holds a card: `<li {...scrollAnchor(hotel.hotelId)}>`. */
export const scrollAnchor = (id: string) => ({ [ATTRIBUTE]: id });

/** The card and its distance from the top of the window, in CSS pixels. */
export type ScrollAnchor = { id: string; top: number };

/** The card a click landed in, if any, and where it stands on screen now. */
export function anchorOfClick(target: EventTarget | null): ScrollAnchor | null {
  const card = target instanceof Element ? target.closest(`[${ATTRIBUTE}]`) : null;
  const id = card?.getAttribute(ATTRIBUTE);
  return card && id ? { id, top: card.getBoundingClientRect().top } : null;
}

/** The scroll offset that puts the card back where it stood; null while it is not on the page. */
export function offsetFor(anchor: ScrollAnchor): number | null {
  const card = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(anchor.id)}"]`);
  return card ? card.getBoundingClientRect().top + window.scrollY - anchor.top : null;
}

export function isScrollAnchor(value: unknown): value is ScrollAnchor {
  const anchor = value as Partial<ScrollAnchor> | null;
  return typeof anchor?.id === 'string' && typeof anchor.top === 'number';
}
