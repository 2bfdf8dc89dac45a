import type { FleetParts } from '../fleet-parts';
import { BestRentalService } from './best-rental-service';
import { CustomerReviews } from './customer-reviews';
import { HireFeatures } from './hire-features';
import { HireHero } from './hire-hero';
import { PremiumFleet } from './premium-fleet';
import { PromoBanner } from './promo-banner';
import { RentalFleet } from './rental-fleet';
import { WhyChooseUs } from './why-choose-us';

/**
 * The car-hire landing, /car-hire-service (docs/product.md#car-hire-landing): from the
 * promise to the cars, then the reasons, the offers and what customers say.
 */
export function CarHireLanding({ fleet }: { fleet: FleetParts }) {
  return (
    <>
      <title>Car hire in Abuja — Waka</title>
      <HireHero />
      <HireFeatures />
      <PremiumFleet catalogue={fleet.catalogue} />
      <RentalFleet {...fleet} />
      <WhyChooseUs />
      <BestRentalService />
      <PromoBanner />
      <CustomerReviews />
    </>
  );
}
