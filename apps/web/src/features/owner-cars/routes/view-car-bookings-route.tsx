import { CarBookingsResults } from '../components/car-bookings-results';
import { OwnerCarsHeader } from '../components/owner-cars-header';

/** /owner/view-car-booking (docs/product.md#car-bookings, #completed-features): the bookings of the owner's cars, as a real table. */
export function ViewCarBookingsRoute() {
  return (
    <div className="@container mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <OwnerCarsHeader title="Car Bookings">
        Every hire of your cars, newest first. Pickup times are on the clock in Lagos.
      </OwnerCarsHeader>
      <CarBookingsResults />
    </div>
  );
}
