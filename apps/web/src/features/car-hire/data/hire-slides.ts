import type { HeroPhoto } from '@/components/hero/hero-backdrop';

/** One car-hire hero slide (docs/product.md#home: Hero slide): its photo, title and subtitle. */
export type HireSlide = HeroPhoto & { title: string; subtitle: string };

/*
 * The spec's three titles, in its order, over the product's own scenes (the
 * home hero's photos): a city at night with its traffic trails, a granite
 * rock at dusk, the open savannah for the longer trips.
 */
export const HIRE_SLIDES: readonly HireSlide[] = [
  {
    id: 'premium',
    image: '/images/hero/hero-5.webp',
    smallImage: '/images/hero/hero-5-small.webp',
    title: 'Premium Car Collection',
    subtitle:
      'Executive saloons, rugged SUVs and roomy vans, clean and serviced, ready for Abuja’s roads.',
  },
  {
    id: 'prices',
    image: '/images/hero/hero-2.webp',
    smallImage: '/images/hero/hero-2-small.webp',
    title: 'Best Rental Prices in Abuja',
    // The spec's figure (docs/product.md#constants), word for word.
    subtitle: 'Prices as low as ₦100,000/day, in naira, with no booking charges.',
  },
  {
    id: 'flexible',
    image: '/images/hero/hero-4.webp',
    smallImage: '/images/hero/hero-4-small.webp',
    title: 'Flexible Rental Options in Abuja',
    subtitle:
      'Hire by the hour, the day or the week, with a driver-escort if you want one. Pick up across the city.',
  },
];

/** Each slide shows for 5 s and fades in over 0.5 s (docs/product.md#constants). */
export const HIRE_SLIDE_MS = 5_000;
export const HIRE_FADE_MS = 500;
