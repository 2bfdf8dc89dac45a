import { CAR_PAGE_SIZE } from '@waka/shared/cars/car-lists';
import { HOTEL_PAGE_SIZE } from '@waka/shared/hotels/hotel-pages';
import type { HeroPhoto } from '@/components/hero/hero-backdrop';
// Relative, not @/: vite.config.ts reads this file, and the config is bundled without the app's alias.
import { HIRE_SLIDES } from '../features/car-hire/data/hire-slides';
import { HERO_SLIDES } from '../features/home/data/hero-slides';

/** A photo to fetch before the page has run any script, for the screens `media` matches. */
export type FirstImage = { href: string; media: string };

/** What one page needs before it can show anything. */
export type FirstLoad = {
  /** The route's own lazy modules, as router.tsx imports them (source paths from apps/web). */
  modules: string[];
  /** The photo that will be the page's largest paint, when the HTML can know it. */
  images?: FirstImage[];
  /** An address of the page to prerender its first screen from (public pages only). */
  shellFrom?: string;
  /**
   * The API calls the page makes first when its address has no query, exactly
   * as its hooks send them (the route's `:params` filled in), so the HTML can
   * start them before any script runs. A call that differs goes unused, and
   * e2e/tests/first-load.spec.ts fails on Chromium's warning.
   */
  data?: string[];
};

/**
 * The hero's first photo as its <picture> picks it (hero-backdrop.tsx): the
 * small file up to 640 px wide, the large one beyond.
 */
function firstHeroPhoto(slides: readonly HeroPhoto[]): FirstImage[] {
  const [first] = slides;
  if (!first) return [];
  return [
    { href: first.smallImage, media: '(max-width: 640px)' },
    { href: first.image, media: '(min-width: 641px)' },
  ];
}

/*
 * Each page's first needs, by React Router path pattern
 * (docs/decisions/0007-first-screen-in-the-html.md). Without them the
 * browser learns of a route's chunk only once the entry has downloaded and
 * run, and of the hero photo only once React has drawn it: two
 * round trips in a row before the first paint on a slow phone. The build
 * (build/first-load-plugin.ts) resolves the modules to their hashed chunks in
 * dist/first-load.json and prerenders each public page's first screen into it
 * (build/prerender.mjs); the server puts both in that page's HTML
 * (modulepreload, preload, the shell in #root); the bundle budget measures
 * these routes.
 */
export const FIRST_LOAD: Record<string, FirstLoad> = {
  '/': {
    modules: ['src/app/routes/home-route.tsx'],
    images: firstHeroPhoto(HERO_SLIDES),
    shellFrom: '/',
  },
  '/rooms': {
    modules: ['src/features/hotels/routes/hotels-route.tsx'],
    shellFrom: '/rooms',
    data: [`/api/v1/hotels?page=1&pageSize=${HOTEL_PAGE_SIZE}`],
  },
  '/rooms/:id': {
    modules: ['src/features/hotel-rooms/routes/hotel-rooms-route.tsx'],
    // Every hotel's page starts the same: its skeleton, until the hotel arrives.
    shellFrom: '/rooms/hotel',
    data: ['/api/v1/hotels/:id', '/api/v1/rooms/hotel/:id'],
  },
  '/car-hire-service': {
    modules: ['src/app/routes/car-hire-route.tsx'],
    images: firstHeroPhoto(HIRE_SLIDES),
    shellFrom: '/car-hire-service',
  },
  '/car-listing': {
    modules: ['src/features/cars/routes/car-listing-route.tsx'],
    shellFrom: '/car-listing',
    data: [`/api/v1/cars/allcars?page=1&pageSize=${CAR_PAGE_SIZE}`],
  },
  '/owner': {
    modules: [
      'src/app/layouts/owner-layout.tsx',
      'src/features/owner-dashboard/routes/owner-dashboard-route.tsx',
    ],
  },
};
