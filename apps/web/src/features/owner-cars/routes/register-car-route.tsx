import { useCallback, useRef, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Toast } from '@/components/ui/toast';
import { OwnerCarsHeader } from '../components/owner-cars-header';
import { RegisterCarForm } from '../components/register-car-form';

/** /owner/car-hire-registration (docs/product.md#owner-cars: Register New Vehicle). */
export function RegisterCarRoute() {
  const [notice, setNotice] = useState<string | null>(null);
  const dismiss = useCallback(() => setNotice(null), []);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <OwnerCarsHeader
        title="Register New Vehicle"
        headingRef={heading}
        actions={
          <ButtonLink to="/owner/view-cars" variant="secondary">
            View cars
          </ButtonLink>
        }
      >
        List a car for hire by the hour in Nigeria. Guests see it on the car listing at once.
      </OwnerCarsHeader>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <RegisterCarForm
          onRegistered={(message) => {
            setNotice(message);
            // The form is empty again: start from the top, where the next car begins.
            heading.current?.focus();
            heading.current?.scrollIntoView({ block: 'start' });
          }}
        />
      </div>
      <Toast message={notice} onDismiss={dismiss} />
    </div>
  );
}
