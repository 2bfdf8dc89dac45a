import { useState, type ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/media/demo/placeholder.webp';

type ImageWithFallbackProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * An image that never shows a broken icon: a missing picture becomes the
 * product's placeholder, and if even that fails, a tinted block with the same
 * size and the same accessible name.
 */
export function ImageWithFallback({
  src,
  alt,
  className = '',
  loading = 'lazy',
  ...props
}: ImageWithFallbackProps) {
  // Keyed on the src it failed for, so a new src (a different hotel) gets a fresh try.
  const [failed, setFailed] = useState<{ src: string; stage: 'placeholder' | 'none' } | null>(null);
  const stage = failed?.src === src ? failed.stage : 'original';

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
      src={stage === 'original' ? src : PLACEHOLDER_IMAGE}
      alt={alt}
      loading={loading}
      decoding="async"
      className={className}
      onError={() => setFailed({ src, stage: stage === 'original' ? 'placeholder' : 'none' })}
    />
  );
}
