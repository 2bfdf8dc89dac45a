import { useState } from 'react';

/** One hero photo (docs/product.md#home: Hero slide): the large file and the one for phones. */
export type HeroPhoto = { id: number | string; image: string; smallImage: string };

type HeroBackdropProps = {
  slides: readonly HeroPhoto[];
  active: number;
  previous: number;
  seen: ReadonlySet<number>;
  /** How long a photo takes to fade in: the home's slow 1 s, the car-hire hero's 0.5 s (docs/product.md#constants). */
  fadeMs?: number;
};

/**
 * The hero photos, stacked and cross-faded: the active one fades in over the
 * previous one, which stays opaque beneath it. Phones get the small files.
 * Only the first photo loads at once; a photo is rendered (and so fetched,
 * lazily) once it has been shown or is next in line after the first has
 * loaded. The rest stay `display: none`, which a lazy image never fetches.
 * A dark gradient keeps white text readable on any photo, and if photos fail
 * the brand green behind them still carries the text.
 */
export function HeroBackdrop({
  slides,
  active,
  previous,
  seen,
  fadeMs = 1_000,
}: HeroBackdropProps) {
  const [firstLoaded, setFirstLoaded] = useState(false);
  const next = (active + 1) % slides.length;

  return (
    <div className="absolute inset-0 -z-10 overflow-hidden" aria-hidden="true">
      {slides.map((slide, index) => {
        const rendered = seen.has(index) || (firstLoaded && index === next);
        const layer =
          index === active
            ? 'z-10 opacity-100'
            : index === previous
              ? 'z-0 opacity-100'
              : 'z-0 opacity-0';
        return (
          <picture
            key={slide.id}
            data-active={index === active || undefined}
            className={`absolute inset-0 transition-opacity ease-in-out ${layer} ${
              rendered ? '' : 'hidden'
            }`}
            style={{ transitionDuration: `${fadeMs}ms` }}
          >
            <source media="(max-width: 640px)" srcSet={slide.smallImage} />
            <img
              src={slide.image}
              alt=""
              width={1920}
              height={1080}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
              decoding={index === 0 ? 'sync' : 'async'}
              className="size-full object-cover"
              onLoad={index === 0 ? () => setFirstLoaded(true) : undefined}
              // A missing photo shows the green behind it rather than a broken icon.
              onError={(event) => {
                event.currentTarget.style.visibility = 'hidden';
                if (index === 0) setFirstLoaded(true);
              }}
            />
          </picture>
        );
      })}
      <div className="absolute inset-0 z-20 bg-gradient-to-b from-black/55 via-black/35 to-black/70" />
    </div>
  );
}
