import { ButtonLink } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';

/** Holds the owner area's place until its screens arrive. */
export function OwnerPlaceholder() {
  return (
    <PageMessage title="Owner area">
      <p className="text-slate-600">
        Managing hotels, rooms, cars and bookings is coming here soon.
      </p>
      <ButtonLink to="/" variant="secondary">
        Back to Waka
      </ButtonLink>
    </PageMessage>
  );
}
