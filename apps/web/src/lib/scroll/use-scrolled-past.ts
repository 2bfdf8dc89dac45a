import { useSyncExternalStore } from 'react';

/*
 * The page's scroll position, kept from scroll events. Read from here, not
 * from window.scrollY each time: the renderer asks for the snapshot right after
 * it has changed the page (Preact in a layout effect, on every header render),
 * and reading scrollY then makes the browser lay the whole page out at once,
 * a long task on a slow phone (Lighthouse's forced reflow; bench/web/README.md).
 */
let scrollY = typeof window === 'undefined' ? 0 : window.scrollY;
if (typeof window !== 'undefined') {
  window.addEventListener(
    'scroll',
    () => {
      scrollY = window.scrollY;
    },
    { passive: true },
  );
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * True once the page is scrolled more than `threshold` pixels. The snapshot is
 * a boolean, so a component re-renders only when the line is crossed, not on
 * every scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > threshold,
    () => false,
  );
}
