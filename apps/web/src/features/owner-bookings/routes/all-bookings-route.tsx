import { useCallback, useState } from 'react';
import { ErrorToast } from '@/components/ui/error-toast';
import { Toast } from '@/components/ui/toast';
import { BookingFiltersPanel } from '../components/booking-filters-panel';
import { OwnerBookingsResults } from '../components/owner-bookings-results';
import type { PaymentNotice } from '../components/payment-actions';
import { useBookingFilters } from '../use-booking-filters';

/**
 * /owner/all-hotel-bookings (docs/product.md#owner-bookings): every booking
 * on the owner's hotels, filtered and paged from the address, where the owner
 * confirms money received and marks no-shows (docs/product.md#payment).
 */
export function AllBookingsRoute() {
  const filters = useBookingFilters();
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const dismiss = useCallback(() => setNotice(null), []);

  return (
    <div className="@container mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header>
        <title>All Bookings — Waka</title>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          All Bookings
        </h1>
        <p className="mt-1 text-slate-600">
          Every booking on your hotels, newest first. Online payments mark themselves paid; confirm
          cash or a transfer here when it arrives.
        </p>
      </header>
      <BookingFiltersPanel filters={filters} />
      <OwnerBookingsResults filters={filters} onNotice={setNotice} />
      <Toast message={notice?.tone === 'success' ? notice.message : null} onDismiss={dismiss} />
      <ErrorToast message={notice?.tone === 'error' ? notice.message : null} onDismiss={dismiss} />
    </div>
  );
}
