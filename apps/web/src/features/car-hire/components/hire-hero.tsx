import { HeroArrow } from '@/components/hero/hero-arrows';
import { HeroBackdrop } from '@/components/hero/hero-backdrop';
import { HeroDots } from '@/components/hero/hero-dots';
import { ButtonLink } from '@/components/ui/button';
import { CAR_LISTING_PATH } from '@/lib/paths';
import { useHeroSlides } from '@/lib/use-hero-slides';
import { HIRE_FADE_MS, HIRE_SLIDES, HIRE_SLIDE_MS } from '../data/hire-slides';
import { useHeld } from '../use-held';

/**
 * The car-hire hero (docs/product.md#car-hire-landing, #constants): three slides, each with its title,
 * subtitle and Browse Cars, every 5 s with a 0.5 s fade; arrows and dots
 * that wrap around. It holds still while the pointer rests on it or focus is
 * inside it, so nobody reads or clicks a slide that moves away, and the
 * visitor can pause it outright (WCAG 2.2.2).
 */
export function HireHero() {
  const { held, holdHandlers } = useHeld();
  const { active, previous, seen, show, step, playing, reducedMotion, paused, setPaused } =
    useHeroSlides(HIRE_SLIDES.length, HIRE_SLIDE_MS, { held });

  return (
    <section
      aria-labelledby="car-hire-title"
      aria-roledescription="carousel"
      {...holdHandlers}
      className="relative isolate flex min-h-[32rem] items-center overflow-hidden bg-brand-900 sm:min-h-[34rem] lg:min-h-[38rem]"
    >
      <HeroBackdrop
        slides={HIRE_SLIDES}
        active={active}
        previous={previous}
        seen={seen}
        fadeMs={HIRE_FADE_MS}
      />
      <div className="mx-auto w-full max-w-7xl px-4 pt-12 pb-28 sm:px-6 lg:px-20 lg:pb-24">
        <h1
          id="car-hire-title"
          className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold tracking-wide text-white ring-1 ring-white/30 backdrop-blur-sm"
        >
          <CarIcon />
          Car hire in Abuja
        </h1>
        {/* Announced when the visitor moves the slides, not every 5 s while they play. */}
        <div aria-live={playing ? 'off' : 'polite'} className="mt-5 grid">
          {HIRE_SLIDES.map((slide, index) => {
            const current = index === active;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${HIRE_SLIDES.length}`}
                // Stacked in one cell: the tallest slide sets the height, so nothing below jumps.
                className={`col-start-1 row-start-1 max-w-2xl text-white transition-[opacity,visibility] ease-out ${
                  current ? 'visible opacity-100' : 'invisible opacity-0'
                }`}
                style={{ transitionDuration: `${HIRE_FADE_MS}ms` }}
              >
                <h2 className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
                  {slide.title}
                </h2>
                <p className="mt-4 max-w-xl text-lg text-white/90 sm:text-xl">{slide.subtitle}</p>
                <ButtonLink to={CAR_LISTING_PATH} variant="inverse" size="lg" className="mt-8">
                  Browse Cars
                </ButtonLink>
              </div>
            );
          })}
        </div>
      </div>

      <HeroArrow
        direction="previous"
        onClick={() => step(-1)}
        className="absolute bottom-5 left-4 lg:top-1/2 lg:bottom-auto lg:left-6 lg:-translate-y-1/2"
      />
      <HeroArrow
        direction="next"
        onClick={() => step(1)}
        className="absolute right-4 bottom-5 lg:top-1/2 lg:right-6 lg:bottom-auto lg:-translate-y-1/2"
      />
      <div className="absolute inset-x-16 bottom-[1.6rem] lg:bottom-6">
        <HeroDots
          label="Slides"
          count={HIRE_SLIDES.length}
          active={active}
          onShow={show}
          paused={reducedMotion ? null : paused}
          onTogglePause={() => setPaused((value) => !value)}
        />
      </div>
    </section>
  );
}

function CarIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M3 16v-3l2-5h11l3 5h2v3M6 16a2 2 0 1 0 4 0M14 16a2 2 0 1 0 4 0" />
    </svg>
  );
}
