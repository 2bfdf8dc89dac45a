import { useCallback, useState, useSyncExternalStore } from 'react';

/** Tailwind's md: below it the rooms are always cards. */
const WIDE_SCREEN = '(min-width: 48rem)';
/**
 * The narrowest the eight-column table reads well at. From 768 px the owner
 * sidebar takes 240 px, so the list is narrower than this until the screen
 * is about 1200 px wide; until then the cards (two abreast) read better.
 */
const TABLE_MIN_WIDTH = 900;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Table or cards for the room listings: the table on a screen of 768 px or
 * more whose list has room for it, cards otherwise. Only one of the two is
 * ever in the page, so each room's switch and menu exist once (one accessible
 * name each, one open menu). `measure` is the ref of the element holding the list.
 */
export function useListLayout() {
  const wideScreen = useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_SCREEN).matches);
  const [width, setWidth] = useState<number | null>(null);
  const measure = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    // Measured now (before paint) and on every resize after.
    setWidth(node.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { measure, table: wideScreen && width !== null && width >= TABLE_MIN_WIDTH };
}
