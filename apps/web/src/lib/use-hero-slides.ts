import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

type Slides = {
  active: number;
  /** The slide that stays opaque underneath while the active one fades in (no dip to dark). */
  previous: number;
  /** Slides shown at least once: their photos are loaded, so they stay rendered. */
  seen: ReadonlySet<number>;
};

function moveTo(slides: Slides, index: number): Slides {
  if (index === slides.active) return slides;
  return { active: index, previous: slides.active, seen: new Set(slides.seen).add(index) };
}

type HeroSlidesOptions = {
  /**
   * Holds the slideshow for now, apart from the pause button: the pointer
   * rests on it or focus is inside it, so nothing moves under the reader.
   */
  held?: boolean;
};

/**
 * Which of `count` slides shows (the home and car-hire heroes). It advances
 * every `intervalMs` and wraps, unless the visitor prefers reduced motion,
 * pressed pause or is holding it. Choosing a slide restarts the wait, so the
 * chosen slide gets its full time.
 */
export function useHeroSlides(
  count: number,
  intervalMs: number,
  { held = false }: HeroSlidesOptions = {},
) {
  const [slides, setSlides] = useState<Slides>(() => ({
    active: 0,
    previous: 0,
    seen: new Set([0]),
  }));
  const [paused, setPaused] = useState(false);
  // Bumped by a manual choice, to restart the timer below.
  const [chosen, setChosen] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const playing = !paused && !reducedMotion && !held;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => setSlides((current) => moveTo(current, (current.active + 1) % count)),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [playing, count, intervalMs, chosen]);

  const show = useCallback((index: number) => {
    setSlides((current) => moveTo(current, index));
    setChosen((n) => n + 1);
  }, []);

  /** One slide on (1) or back (-1), wrapping past either end: the arrows. */
  const step = useCallback(
    (by: 1 | -1) => {
      setSlides((current) => moveTo(current, (current.active + by + count) % count));
      setChosen((n) => n + 1);
    },
    [count],
  );

  return { ...slides, show, step, playing, reducedMotion, paused, setPaused };
}
