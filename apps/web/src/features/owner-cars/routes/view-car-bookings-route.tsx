import { useCallback, useState } from 'react';
import { Toast } from '@/components/ui/toast';
import { CarBookingsResults } from '../components/car-bookings-results';
import { OwnerCarsHeader } from '../components/owner-cars-header';

/**
 * /owner/view-car-booking (docs/product.md#car-bookings, #completed-features): the
 * bookings of the owner's cars, as a real table, where the owner confirms
 * money received at pickup (docs/product.md#payment).
 */
export function ViewCarBookingsRoute() {
  const [notice, setNotice] = useState<string | null>(null);
  const dismiss = useCallback(() => setNotice(null), []);
  return (
    <div className="@container mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <OwnerCarsHeader title="Car Bookings">
        Every hire of your cars, newest first. Pickup times are on the clock in Lagos. Online
        payments mark themselves paid; confirm cash or a transfer here when it arrives.
      </OwnerCarsHeader>
      <CarBookingsResults onConfirmed={setNotice} />
      <Toast message={notice} onDismiss={dismiss} />
    </div>
  );
}
