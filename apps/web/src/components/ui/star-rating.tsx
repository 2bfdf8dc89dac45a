import { ratingLabel } from '@waka/shared/hotels/hotel-amenities';

/**
 * Five stars, filled up to the rating (rounded to the nearest star), read out
 * as the spec's label: "4 Stars".
 */
export function StarRating({ rating, className = '' }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={ratingLabel(rating)}
      className={`inline-flex items-center gap-0.5 ${className}`}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`size-4 ${star <= filled ? 'fill-star' : 'fill-slate-300'}`}
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}
