import { useState } from 'react';
import { CARD_PHOTO_WIDTH } from '@waka/shared/uploads/photo-url';
import { ImageWithFallback, PLACEHOLDER_IMAGE } from '@/components/ui/image-with-fallback';

/**
 * A room's photos, one at a time (docs/product.md#hotel-rooms, #states): a
 * Next button cycles through them and wraps; with one photo there is no
 * button. A photo that fails to load becomes the placeholder.
 */
export function RoomImages({ images, roomType }: { images: readonly string[]; roomType: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  // The list can shrink after an owner edits the room: never point past its end.
  const shown = count === 0 ? 0 : index % count;

  return (
    <div className="relative overflow-hidden bg-slate-100">
      <ImageWithFallback
        src={images[shown] ?? PLACEHOLDER_IMAGE}
        sizedTo={CARD_PHOTO_WIDTH}
        alt={count > 1 ? `${roomType}, photo ${shown + 1} of ${count}` : roomType}
        width={640}
        height={427}
        className="aspect-[3/2] w-full object-cover"
      />
      {count > 1 ? (
        <button
          type="button"
          onClick={() => setIndex((shown + 1) % count)}
          className="absolute right-3 bottom-3 inline-flex min-h-10 items-center gap-1 rounded-full bg-white/95 px-3 text-sm font-semibold text-slate-900 shadow-md hover:bg-white"
        >
          Next<span className="sr-only"> photo of {roomType}</span>
          <svg viewBox="0 0 20 20" className="size-4 fill-current" aria-hidden="true">
            <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4z" />
          </svg>
        </button>
      ) : null}
      {count > 1 ? (
        <span
          aria-hidden="true"
          className="absolute bottom-3 left-3 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white"
        >
          {shown + 1} / {count}
        </span>
      ) : null}
    </div>
  );
}
