/**
 * A navigation's state that keeps the page where it is scrolled
 * (use-scroll-restoration.ts): a filter changes the list under
 * the traveller's eyes, not the page.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function isKeepScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state;
}
