import type { HeroPhoto } from '@/components/hero/hero-backdrop';

/** Seven photos, one every five seconds (docs/product.md#constants). */
export const HERO_SLIDES: readonly HeroPhoto[] = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  image: `/images/hero/hero-${index + 1}.webp`,
  smallImage: `/images/hero/hero-${index + 1}-small.webp`,
}));

export const HERO_SLIDE_MS = 5_000;
