import { useSyncExternalStore } from 'react';

/**
 * The fleet table's seven columns need about 900 px; beside the 240 px owner
 * sidebar that is a screen of 1200 px (75rem) or more. Below it each car is a
 * card. Only one of the two is rendered, so each car's menu exists once (one
 * accessible name, one open menu at a time).
 */
const WIDE = '(min-width: 75rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
}
