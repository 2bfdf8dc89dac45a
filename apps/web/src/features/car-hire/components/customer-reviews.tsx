import type { CSSProperties } from 'react';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { SectionHeading } from '@/components/ui/section-heading';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import { HIRE_REVIEWS } from '../data/reviews';

/** Swiper's own dots in the brand green, 10 px with 26 px between centres (WCAG 2.5.8). */
const DOTS = {
  '--swiper-pagination-color': 'var(--color-brand-700)',
  '--swiper-pagination-bullet-inactive-color': 'var(--color-slate-500)',
  '--swiper-pagination-bullet-size': '10px',
  '--swiper-pagination-bullet-horizontal-gap': '8px',
} as CSSProperties;

/** One review on a phone, two on a tablet, all three side by side on a desktop. */
const BREAKPOINTS = { 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } };

/**
 * The customer-reviews carousel (docs/product.md#car-hire-landing). Swiped by
 * hand or moved with the dots; it does not move on its own, so there is
 * nothing to pause.
 */
export function CustomerReviews() {
  return (
    <section aria-labelledby="reviews-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading
          id="reviews-title"
          title="What Our Customers Say"
          intro="Travellers from across Nigeria on their hires in Abuja."
        />
        <Swiper
          modules={[A11y, Pagination]}
          slidesPerView={1}
          spaceBetween={24}
          breakpoints={BREAKPOINTS}
          pagination={{ clickable: true }}
          a11y={{
            containerRoleDescriptionMessage: 'carousel',
            itemRoleDescriptionMessage: 'review',
            slideLabelMessage: '{{index}} of {{slidesLength}}',
            paginationBulletMessage: 'Show review {{index}}',
          }}
          style={DOTS}
          className="!pb-12"
        >
          {HIRE_REVIEWS.map((review) => (
            <SwiperSlide key={review.id} className="!h-auto">
              <TestimonialCard testimonial={review} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </section>
  );
}
