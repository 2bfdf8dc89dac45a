/** One hero photo (spec §3 Hero slide): the large file and the one for phones. */
export type HeroSlide = { id: number; image: string; smallImage: string };

/** Seven photos, one every five seconds (spec §9). */
export const HERO_SLIDES: readonly HeroSlide[] = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  image: `/images/hero/hero-${index + 1}.webp`,
  smallImage: `/images/hero/hero-${index + 1}-small.webp`,
}));

export const HERO_SLIDE_MS = 5_000;
