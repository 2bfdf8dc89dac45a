import { ButtonLink } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';

/** Holds the Car Hire link's place until the car-hire screens arrive. */
export function CarHirePlaceholder() {
  return (
    <PageMessage title="Car hire in Abuja">
      <p className="text-slate-600">
        Hourly and daily car hire is coming to Waka soon. Until then, find a place to stay.
      </p>
      <ButtonLink to="/rooms">Find hotels</ButtonLink>
    </PageMessage>
  );
}
