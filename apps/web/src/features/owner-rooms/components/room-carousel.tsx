import { useState } from 'react';
import { CARD_PHOTO_WIDTH } from '@waka/shared/uploads/photo-url';
import { ImageWithFallback, PLACEHOLDER_IMAGE } from '@/components/ui/image-with-fallback';

const ARROW =
  'M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4z';

/**
 * A room's photos in View Details (docs/product.md#room-listings, #states):
 * one large, Previous and Next that wrap, and a thumbnail per photo to jump
 * to it. A photo that fails to load becomes the placeholder.
 */
export function RoomCarousel({
  images,
  roomType,
}: {
  images: readonly string[];
  roomType: string;
}) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const shown = count === 0 ? 0 : index % count;
  const go = (to: number) => setIndex((to + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${roomType}`}
      className="flex flex-col gap-3"
    >
      <div className="relative overflow-hidden rounded-xl bg-slate-100">
        <ImageWithFallback
          src={images[shown] ?? PLACEHOLDER_IMAGE}
          sizedTo={CARD_PHOTO_WIDTH}
          alt={count > 1 ? `${roomType}, photo ${shown + 1} of ${count}` : roomType}
          width={640}
          height={427}
          loading="eager"
          className="aspect-[3/2] w-full object-cover"
        />
        {count > 1 ? (
          <>
            <CarouselButton
              label="Previous photo"
              onClick={() => go(shown - 1)}
              className="left-2"
              flip
            />
            <CarouselButton label="Next photo" onClick={() => go(shown + 1)} className="right-2" />
            <span
              aria-hidden="true"
              className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white"
            >
              {shown + 1} / {count}
            </span>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul aria-label="Photos" className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, at) => (
            <li key={`${at}-${image}`} className="shrink-0">
              <button
                type="button"
                aria-label={`Show photo ${at + 1} of ${count}`}
                aria-current={at === shown ? 'true' : undefined}
                onClick={() => setIndex(at)}
                className={`block overflow-hidden rounded-lg ring-2 ${
                  at === shown ? 'ring-brand-600' : 'ring-transparent opacity-75 hover:opacity-100'
                }`}
              >
                <ImageWithFallback
                  src={image}
                  sizedTo={CARD_PHOTO_WIDTH}
                  alt=""
                  width={96}
                  height={64}
                  className="h-16 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CarouselButton({
  label,
  onClick,
  className,
  flip = false,
}: {
  label: string;
  onClick: () => void;
  className: string;
  flip?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow-md hover:bg-white ${className}`}
    >
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        className={`size-5 fill-current ${flip ? 'rotate-180' : ''}`}
      >
        <path d={ARROW} />
      </svg>
    </button>
  );
}
