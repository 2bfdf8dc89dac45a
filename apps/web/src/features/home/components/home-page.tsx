import type { ReactNode } from 'react';
import { BookAFlight } from './book-a-flight';
import { ExclusiveOffers } from './exclusive-offers';
import { FeaturedDestinations } from './featured-destinations';
import { GuestTestimonials } from './guest-testimonials';
import { Hero } from './hero';
import { StayInspired } from './stay-inspired';

/**
 * Home (docs/product.md#home). The newsletter box is a feature of its own, so
 * the app hands it in (app/routes/home-route.tsx).
 */
export function HomePage({ newsletter }: { newsletter: ReactNode }) {
  return (
    <>
      <title>Waka — hotels and car hire in Nigeria</title>
      <Hero />
      <FeaturedDestinations />
      <ExclusiveOffers />
      <GuestTestimonials />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <StayInspired form={newsletter} />
        <BookAFlight />
      </div>
    </>
  );
}
