import { lazy, Suspense } from 'react';
import { BookAFlight } from '../components/book-a-flight';
import { ExclusiveOffers } from '../components/exclusive-offers';
import { FeaturedDestinations } from '../components/featured-destinations';
import { GuestTestimonials } from '../components/guest-testimonials';
import { Hero } from '../components/hero';
import { StayInspired } from '../components/stay-inspired';

/*
 * The newsletter is a feature of its own (the footer has the same box), so the
 * route composes it, loaded the way a route is: as its own chunk. Far below
 * the fold, it stays out of the home page's first JavaScript.
 */
const NewsletterForm = lazy(async () => ({
  default: (await import('@/features/newsletter/components/newsletter-form')).NewsletterForm,
}));

/** Home (spec §2). */
export function HomeRoute() {
  return (
    <>
      <title>Waka — hotels and car hire in Nigeria</title>
      <Hero />
      <FeaturedDestinations />
      <ExclusiveOffers />
      <GuestTestimonials />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <StayInspired
          form={
            <Suspense fallback={<div className="h-[8.25rem] sm:h-20" />}>
              <NewsletterForm variant="inspired" />
            </Suspense>
          }
        />
        <BookAFlight />
      </div>
    </>
  );
}
