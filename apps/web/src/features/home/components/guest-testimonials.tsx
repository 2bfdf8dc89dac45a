import { SectionHeading } from '@/components/ui/section-heading';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import { TESTIMONIALS } from '../data/testimonials';

/** What Our Guest Say (docs/product.md#home; the spec's title, kept word for word). */
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
