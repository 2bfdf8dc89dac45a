import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True while the visitor asks for less motion; follows the setting live. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

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

/**
 * Which of `count` slides shows. It advances every `intervalMs` and wraps,
 * unless the visitor prefers reduced motion or pressed pause. Choosing a
 * slide restarts the wait, so the chosen photo gets its full time.
 */
export function useHeroSlides(count: number, intervalMs: number) {
  const [slides, setSlides] = useState<Slides>(() => ({ active: 0, previous: 0, seen: new Set([0]) }));
  const [paused, setPaused] = useState(false);
  // Bumped by a manual choice, to restart the timer below.
  const [chosen, setChosen] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const playing = !paused && !reducedMotion;

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

  return { ...slides, show, playing, reducedMotion, paused, setPaused };
}
