import { CAR_CANCELLATION_POLICY } from '@waka/shared/cancellation/cancellation-words';
import type { TCar } from '@waka/shared/cars/car';
import {
  CAR_BOOKING_MESSAGES,
  type TCarBooking,
  type TCarBookingForm,
} from '@waka/shared/cars/car-booking';
import { PICKUP_TIMES } from '@waka/shared/cars/car-options';
import { describeWindow, lagosInstant } from '@waka/shared/cars/pickup-window';
import { isIsoDate, lagosToday } from '@waka/shared/dates';
import { formatNaira } from '@waka/shared/money';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ButtonLink, Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { CAR_LISTING_PATH } from '@/lib/paths';
import { renterFromProfile, useProfile } from '@/lib/profile';
import { usePrefill } from '@/lib/use-prefill';
import { useBookCar } from '../api/use-book-car';
import { useCarAvailability } from '../api/use-car-availability';
import { clashingWindow, takenPickupTimes } from '../availability';
import { formHireHours, type HireBy } from '../hire-hours';
import { quoteHire } from '../hire-quote';
import { rentalRequestResolver } from '../rental-request-resolver';
import { AvailabilityStrip } from './availability-strip';
import { CustomerFields } from './customer-fields';
import { HireLengthFields } from './hire-length-fields';
import { HireSummary } from './hire-summary';

const EMPTY: TCarBookingForm = {
  pickupDate: '',
  pickupTime: '',
  hours: '',
  returnDate: '',
  returnTime: '',
  escort: false,
  fullName: '',
  phone: '',
  email: '',
  specialRequests: '',
};

/** The days of taken windows read around a pickup: the longest hire from its day's last hour. */
const CHECK_DAYS = 31;

export type RentalRequestStart = Partial<Pick<TCarBookingForm, 'pickupDate' | 'pickupTime'>> & {
  returnDate?: string;
  returnTime?: string;
};

type RentalRequestFormProps = {
  car: TCar;
  /** A window chosen on the listing, to start from. */
  start?: RentalRequestStart;
  onBooked: (booking: TCarBooking) => void;
  /** The spec's failure words with the server's reason (shown as a toast by the page: docs/product.md#messages). */
  onFailed: (message: string) => void;
  /** The server says the rate changed (docs/product.md#pricing): the page reloads the car. */
  onPriceChanged: () => void;
};

/**
 * The rental request (docs/product.md#car-request, #validation;
 * docs/decisions/0024-car-hire-by-the-hour-day-and-week.md): pickup date and
 * whole hour in Lagos, 1 to 24 hours or a return date and time, the
 * driver-escort, who is hiring, special requests. Messages show once a field
 * is touched; a window overlapping a hire already made is refused before it is
 * sent; the total sent is the one shown, and the server checks it. The
 * summary sits beside the form on a wide screen, above it on a phone.
 */
export function RentalRequestForm({
  car,
  start,
  onBooked,
  onFailed,
  onPriceChanged,
}: RentalRequestFormProps) {
  const booking = useBookCar();
  const [by, setBy] = useState<HireBy>(start?.returnDate ? 'return' : 'hours');
  // A signed-in person's name, email and phone, still editable (docs/decisions/0026).
  const profile = useProfile().data;
  const renter = profile ? renterFromProfile(profile) : undefined;
  const form = useForm({
    resolver: rentalRequestResolver,
    context: { by },
    mode: 'onTouched',
    defaultValues: { ...EMPTY, ...renter, ...start },
  });
  usePrefill(form, renter);
  const watched = useWatch({ control: form.control });
  const pickupDate = watched.pickupDate ?? '';
  const pickupTime = watched.pickupTime ?? '';
  const hours = formHireHours({ ...watched, pickupDate, pickupTime }, by);
  const quote = hours === null ? null : quoteHire(car, hours, watched.escort === true);

  const upcoming = isIsoDate(pickupDate) && pickupDate >= lagosToday();
  const taken = useCarAvailability(car.carId, upcoming ? pickupDate : '', CHECK_DAYS).data ?? [];
  const takenTimes = upcoming ? takenPickupTimes(pickupDate, taken) : new Set<string>();
  const clashing =
    upcoming && hours !== null && PICKUP_TIMES.includes(pickupTime)
      ? clashingWindow(lagosInstant(pickupDate, pickupTime), hours, taken)
      : null;
  const clash = clashing
    ? CAR_BOOKING_MESSAGES.alreadyBooked(
        describeWindow({
          pickupAt: new Date(clashing.pickupAt),
          returnAt: new Date(clashing.returnAt),
        }),
      )
    : null;

  const submit = form.handleSubmit(async (values) => {
    if (clash) {
      form.setFocus('pickupTime');
      return;
    }
    try {
      const made = await booking.mutateAsync({
        carId: car.carId,
        ...values,
        escort: values.escort === true ? true : undefined,
        totalPrice: quoteHire(car, formHireHours(values, by)!, values.escort === true).total,
      });
      onBooked(made);
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : '';
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fields)) {
          if (name in EMPTY) form.setError(name as keyof TCarBookingForm, { message });
        }
        if (error.error === 'PRICE_CHANGED') onPriceChanged();
      }
      onFailed(reason ? `${CAR_BOOKING_MESSAGES.failed}: ${reason}` : CAR_BOOKING_MESSAGES.failed);
    }
  });

  const submitting = booking.isPending;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
      <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
        <HireSummary car={car} hours={hours} quote={quote} />
      </div>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="rental-form-title"
        className="flex min-w-0 flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:col-start-1 lg:row-start-1"
      >
        <h2 id="rental-form-title" className="text-xl font-bold text-slate-900">
          When and for how long
        </h2>
        <AvailabilityStrip carId={car.carId} />
        <HireLengthFields
          form={form}
          car={car}
          by={by}
          onByChange={setBy}
          pickupDate={pickupDate}
          takenTimes={takenTimes}
          clash={clash}
        />

        <h2 className="border-t border-slate-100 pt-5 text-xl font-bold text-slate-900">
          Your details
        </h2>
        <CustomerFields form={form} specialRequests={watched.specialRequests} />

        {/* On a phone the summary is far above by now: the price is repeated by the button. */}
        {quote ? (
          <div className="rounded-lg bg-slate-50 px-4 py-3 lg:hidden">
            <p className="flex items-baseline justify-between gap-4">
              <span className="font-semibold text-slate-900">Total</span>
              <span className="text-lg font-bold text-slate-900">{formatNaira(quote.total)}</span>
            </p>
            {quote.lines.length > 1 ? (
              <p className="mt-1 text-sm text-slate-600">{quote.sentence}</p>
            ) : null}
          </div>
        ) : null}
        <p data-testid="car-cancellation-policy" className="text-sm text-slate-600">
          <span className="font-semibold text-slate-800">Cancellation: </span>
          {CAR_CANCELLATION_POLICY}
        </p>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
          <ButtonLink to={CAR_LISTING_PATH} variant="ghost" size="lg">
            Cancel
          </ButtonLink>
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? 'Processing...' : 'Confirm Booking'}
          </Button>
        </div>
      </form>
    </div>
  );
}
