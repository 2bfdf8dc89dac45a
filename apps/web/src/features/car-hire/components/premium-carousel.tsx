import { useEffect, useState } from 'react';
import type { TCar } from '@waka/shared/cars/car';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, EffectCoverflow } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import { HeroArrow } from '@/components/hero/hero-arrows';
import { HeroDots } from '@/components/hero/hero-dots';
import { CARD_PHOTO_WIDTH } from '@waka/shared/uploads/photo-url';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { formatNightlyPrice } from '@/lib/nightly-price';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { useHeld } from '../use-held';

/** docs/product.md#constants: a new car every 3 s, turned 50° with 100 px of depth, looping. */
const AUTOPLAY_MS = 3_000;
const COVERFLOW = { rotate: 50, depth: 100, stretch: 0, modifier: 1, slideShadows: true };
/** Swiper's loop needs a few cars beyond the three in view to rotate smoothly. */
const LOOP_FROM = 4;

/**
 * The premium fleet as a coverflow (docs/product.md#car-hire-landing,
 * #constants), with Swiper. It stands still while the pointer rests on it or
 * focus is inside, for reduced motion, and once paused; the arrows and dots
 * move it by hand. (Not Swiper's keyboard module: it would take the arrow
 * keys of the whole page while in view.)
 */
export function PremiumCarousel({ cars }: { cars: readonly TCar[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const { held, holdHandlers } = useHeld();
  const playing = !paused && !held && !reducedMotion;

  useEffect(() => {
    if (!swiper?.autoplay || swiper.destroyed) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  return (
    <div {...holdHandlers} className="relative">
      <Swiper
        modules={[A11y, Autoplay, EffectCoverflow]}
        effect="coverflow"
        coverflowEffect={COVERFLOW}
        centeredSlides
        slidesPerView="auto"
        grabCursor
        loop={cars.length >= LOOP_FROM}
        speed={reducedMotion ? 0 : 600}
        // Started and stopped by the effect above, so hover, focus and pause all hold it.
        autoplay={{ delay: AUTOPLAY_MS, disableOnInteraction: false }}
        a11y={{
          containerRoleDescriptionMessage: 'carousel',
          itemRoleDescriptionMessage: 'car',
          slideLabelMessage: '{{index}} of {{slidesLength}}',
        }}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActive(instance.realIndex)}
        className="!pt-4 !pb-10"
      >
        {cars.map((car) => (
          <SwiperSlide key={car.carId} className="!w-64 sm:!w-80 lg:!w-96">
            <PremiumSlide car={car} />
          </SwiperSlide>
        ))}
      </Swiper>

      <div className="flex items-center justify-center gap-3">
        <HeroArrow direction="previous" label="Previous car" onClick={() => swiper?.slidePrev()} />
        <HeroDots
          label="Premium cars"
          count={cars.length}
          active={active}
          onShow={(index) => swiper?.slideToLoop(index)}
          paused={reducedMotion ? null : paused}
          onTogglePause={() => setPaused((value) => !value)}
        />
        <HeroArrow direction="next" label="Next car" onClick={() => swiper?.slideNext()} />
      </div>
    </div>
  );
}

function PremiumSlide({ car }: { car: TCar }) {
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-xl">
      <ImageWithFallback
        src={car.carImage}
        sizedTo={CARD_PHOTO_WIDTH}
        alt={`${car.make} ${car.model} ${car.year}, ${car.color.toLowerCase()}`}
        width={640}
        height={400}
        className="aspect-[16/10] w-full object-cover"
      />
      <figcaption className="px-4 py-3">
        <span className="block leading-snug font-semibold text-slate-900">
          {car.make} {car.model}
        </span>
        <span className="mt-1 flex items-baseline justify-between gap-3 text-sm text-slate-600">
          <span>
            {car.year} · {car.bodyType}
          </span>
          <span>
            <span className="text-base font-bold text-brand-800">
              {formatNightlyPrice(car.hourlyRate)}
            </span>{' '}
            an hour
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
