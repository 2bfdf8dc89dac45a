import { photoUrl, type PhotoWidth } from '@waka/shared/uploads/photo-url';
import { useState, type ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/media/demo/placeholder.webp';

type ImageWithFallbackProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Ask the server for our photo at this width (photo-url.ts) rather than whole. */
  sizedTo?: PhotoWidth;
};

type Stage = 'sized' | 'original' | 'placeholder' | 'none';
const NEXT_STAGE: Record<Stage, Stage> = {
  sized: 'original',
  original: 'placeholder',
  placeholder: 'none',
  none: 'none',
};

/** The page's own origin: an upload's address is absolute (the disk store's PUBLIC_URL). */
const ownOrigin = () => (typeof window === 'undefined' ? undefined : window.location.origin);

/**
 * An image that never shows a broken icon: a resized copy that fails becomes
 * the photo itself, a missing picture the product's placeholder, and if even
 * that fails, a tinted block with the same size and the same accessible name.
 */
export function ImageWithFallback({
  src,
  alt,
  className = '',
  loading = 'lazy',
  sizedTo,
  ...props
}: ImageWithFallbackProps) {
  // Keyed on the src it failed for, so a new src (a different hotel) gets a fresh try.
  const [failed, setFailed] = useState<{ src: string; stage: Stage } | null>(null);
  // Not one of our photos (another host): there is no copy, only the photo to try.
  const sized = sizedTo ? photoUrl(src, sizedTo, ownOrigin()) : src;
  const stage: Stage = failed?.src === src ? failed.stage : sized !== src ? 'sized' : 'original';
  const shown = stage === 'sized' ? sized : stage === 'original' ? src : PLACEHOLDER_IMAGE;

  if (stage === 'none') {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={`flex items-center justify-center bg-brand-50 text-brand-300 ${className}`}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden="true"
        >
          <path d="M3 21V8l9-5 9 5v13M9 21v-6h6v6M3 21h18" strokeLinejoin="round" />
        </svg>
      </div>
    );
  }

  return (
    <img
      {...props}
      src={shown}
      alt={alt}
      loading={loading}
      decoding="async"
      className={className}
      onError={() => setFailed({ src, stage: NEXT_STAGE[stage] })}
    />
  );
}
