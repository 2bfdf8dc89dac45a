import { StarRating } from './star-rating';

/** A traveller's words (docs/product.md#home: Testimonial). */
export type Testimonial = {
  id: string;
  name: string;
  /** Where the traveller is from. */
  address: string;
  review: string;
  /** 1 to 5 stars. */
  rating: number;
};

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

/** One traveller's words: stars, the quote, and who said it (docs/product.md#home: Testimonial). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <StarRating rating={testimonial.rating} />
      <blockquote className="flex-1 text-slate-700">
        <p>“{testimonial.review}”</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
        >
          {initials(testimonial.name)}
        </span>
        <span className="flex flex-col">
          <span className="font-semibold text-slate-900">{testimonial.name}</span>
          <span className="text-sm text-slate-600">{testimonial.address}</span>
        </span>
      </figcaption>
    </figure>
  );
}
