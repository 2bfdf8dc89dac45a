import { SectionHeading } from '@/components/ui/section-heading';
import { OFFERS } from '../data/offers';
import { OfferCard } from './offer-card';

/** Exclusive Offers (docs/product.md#home): static cards. */
export function ExclusiveOffers() {
  return (
    <section aria-labelledby="offers-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading
          id="offers-title"
          title="Exclusive Offers"
          intro="Seasonal packages from our partner hotels, for a little more stay for your naira."
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {OFFERS.map((offer) => (
            <li key={offer.id} className="min-w-0">
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
