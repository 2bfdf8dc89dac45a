import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';
import { isKeepScroll } from './keep-scroll';
import { anchorOfClick, isScrollAnchor, offsetFor, type ScrollAnchor } from './scroll-anchor';

const STORAGE_KEY = 'waka-scroll-places';

/** Where a page was left: its scroll offset, and the card opened from it, if one was. */
type Place = { y: number; anchor?: ScrollAnchor };

/** What a traveller does to scroll by hand; it also ends a restore in progress. */
const MANUAL_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Where a page's scroll position is kept. Every page opened afresh (typed,
 * reloaded, from another site) has the key 'default', so by key alone a
 * traveller who scrolled the home page and then opened /rooms landed at the
 * home page's depth; such a page is keyed by its address.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** Every page's place this visit, by scrollKey; read from storage when first needed. */
let places: Record<string, Place> | undefined;
const stored = () => (places ??= readPlaces());

function readPlaces(): Record<string, Place> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!saved || typeof saved !== 'object') return {};
    return Object.fromEntries(Object.entries(saved).filter(([, place]) => isPlace(place)));
  } catch {
    return {}; // storage refused (private mode) or spoiled: start afresh
  }
}

function isPlace(value: unknown): value is Place {
  const place = value as Partial<Place> | null;
  return (
    typeof place?.y === 'number' && (place.anchor === undefined || isScrollAnchor(place.anchor))
  );
}

/**
 * What React Router's data router does with <ScrollRestoration>, for its
 * declarative routes (decision 0015): Back and Forward return to where the
 * page was left, even across a reload, and to the card opened from it where
 * one was (scroll-anchor.ts); any other navigation starts at the top, or
 * at the #fragment it names, unless its state is KEEP_SCROLL (keep-scroll.ts).
 * The browser's own restoration is off: it would scroll before the page's
 * content is back.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = scrollKey(location);
  const current = useRef(key);
  const firstPage = useRef(true);

  useEffect(() => {
    const manual = () => {
      window.history.scrollRestoration = 'manual';
    };
    manual();
    // Each scroll is noted under the page on screen: by the time a link is
    // followed, where the traveller left the page is known.
    const note = () => {
      const place = stored()[current.current];
      stored()[current.current] = { ...place, y: window.scrollY };
    };
    // A click in a card notes the card (before any link in it navigates); a
    // scroll by hand afterwards makes the offset the place again.
    const noteCard = (event: MouseEvent) => {
      const anchor = anchorOfClick(event.target);
      if (anchor) stored()[current.current] = { y: window.scrollY, anchor };
    };
    const forgetCard = () => {
      const place = stored()[current.current];
      if (place?.anchor) stored()[current.current] = { y: place.y };
    };
    const save = () => {
      // The browser's own, for a reload: it puts the prerendered shell back where it was.
      window.history.scrollRestoration = 'auto';
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored()));
      } catch {
        // storage refused: Back still works within this visit
      }
    };
    window.addEventListener('scroll', note, { passive: true });
    document.addEventListener('click', noteCard, { capture: true });
    for (const type of MANUAL_SCROLL) window.addEventListener(type, forgetCard, { passive: true });
    window.addEventListener('pagehide', save);
    window.addEventListener('pageshow', manual); // back from the browser's page cache
    return () => {
      window.removeEventListener('scroll', note);
      document.removeEventListener('click', noteCard, { capture: true });
      for (const type of MANUAL_SCROLL) window.removeEventListener(type, forgetCard);
      window.removeEventListener('pagehide', save);
      window.removeEventListener('pageshow', manual);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    const isFirstPage = firstPage.current;
    firstPage.current = false;
    const saved = stored()[key];
    if (navigationType === 'POP' && saved !== undefined) return restoreScroll(saved);
    const target = location.hash ? elementNamedBy(location.hash) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    if (navigationType !== 'POP' && isKeepScroll(location.state)) {
      // No scroll event will note it: the page did not move.
      stored()[key] = { y: window.scrollY };
      return;
    }
    // A page just loaded is at its top already, unless the traveller has
    // scrolled its prerendered shell, whose scroll event may not have fired yet.
    if (!isFirstPage) window.scrollTo(0, 0);
    // Only a new page moves the scroll; its state or hash alone do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/**
 * Puts the page back at `place`: its card where it stood on screen, or else
 * its offset. It keeps at it while the page is still being drawn: a list
 * draws its first row first and the rest a moment later
 * (use-first-row-first.ts), so on a wide screen Back would otherwise stop
 * at the first row's depth, and the card may not be there yet. It stops after
 * 2 s, or as soon as the traveller scrolls by hand. Returns what stops it.
 */
function restoreScroll(place: Place): () => void {
  const goBack = () => {
    window.scrollTo(0, (place.anchor && offsetFor(place.anchor)) ?? place.y);
  };
  goBack();
  const stop = () => {
    grows.disconnect();
    clearTimeout(timer);
    for (const type of MANUAL_SCROLL) window.removeEventListener(type, stop);
  };
  const grows = new ResizeObserver(goBack);
  grows.observe(document.body);
  const timer = setTimeout(stop, 2000);
  for (const type of MANUAL_SCROLL) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/** The element a #fragment names, if any; a fragment that is not valid percent-encoding names none. */
function elementNamedBy(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
