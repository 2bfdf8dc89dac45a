import { lazy, Suspense } from 'react';
import { HeroBackdrop } from '@/components/hero/hero-backdrop';
import { HeroDots } from '@/components/hero/hero-dots';
import { useHeroSlides } from '@/lib/use-hero-slides';
import { HERO_SLIDES, HERO_SLIDE_MS } from '../data/hero-slides';

/*
 * The search form brings react-hook-form and zod (about 40 KB gzip): its own
 * chunk, requested as soon as this module runs, so the headline and photo
 * paint without waiting for it (the bundle budget, bench/README.md#targets). The placeholder
 * keeps the form's height so nothing moves when it arrives.
 */
const searchFormChunk = import('@/components/search/stay-search-form');
const StaySearchForm = lazy(async () => ({ default: (await searchFormChunk).StaySearchForm }));

/**
 * The home hero: seven photos changing every five seconds (docs/product.md#home, #constants) under
 * the transparent header, the headline, and the stay search form.
 */
export function Hero() {
  const { active, previous, seen, show, reducedMotion, paused, setPaused } = useHeroSlides(
    HERO_SLIDES.length,
    HERO_SLIDE_MS,
  );

  // Not overflow-hidden (the backdrop clips its own photos): the destination
  // suggestions may hang below the hero, over the next section (z-10).
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate z-10 flex min-h-[34rem] items-end bg-brand-900 sm:min-h-[38rem] lg:min-h-[44rem]"
    >
      <HeroBackdrop slides={HERO_SLIDES} active={active} previous={previous} seen={seen} />
      <div className="mx-auto w-full max-w-7xl px-4 pt-28 pb-20 sm:px-6 lg:px-8 lg:pb-24">
        <div className="max-w-2xl text-white">
          <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">
            Hotels and car hire in Nigeria
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Find your stay, from Lagos to Kano
          </h1>
          <p className="mt-4 max-w-xl text-lg text-white/90 sm:text-xl">
            Hand-picked hotels and apartments across Nigeria, priced in naira, booked in minutes.
          </p>
        </div>
        <div className="mt-8 lg:mt-10">
          <Suspense
            fallback={
              <div
                aria-hidden="true"
                // The form's own card and height at each breakpoint (measured: 328, 260 and 116 px).
                className="h-[20.5rem] rounded-2xl bg-white shadow-xl ring-1 ring-black/5 sm:h-[16.25rem] lg:h-[7.25rem]"
              />
            }
          >
            <StaySearchForm />
          </Suspense>
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-4 lg:bottom-6">
        <HeroDots
          label="Background photos"
          count={HERO_SLIDES.length}
          active={active}
          onShow={show}
          paused={reducedMotion ? null : paused}
          onTogglePause={() => setPaused((value) => !value)}
        />
      </div>
    </section>
  );
}
