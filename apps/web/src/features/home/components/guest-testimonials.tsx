import { StarRating } from '@/components/ui/star-rating';
import { TESTIMONIALS, type Testimonial } from '../data/testimonials';
import { SectionHeading } from './section-heading';

/** What Our Guest Say (spec §2 Home; the spec's title, kept word for word). */
export function GuestTestimonials() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="testimonials-title"
        title="What Our Guest Say"
        intro="Travellers from across Nigeria on their stays."
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.id} className="min-w-0">
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
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
