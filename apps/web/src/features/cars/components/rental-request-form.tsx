import { CAR_CANCELLATION_POLICY } from '@waka/shared/cancellation/cancellation-words';
import type { TCar } from '@waka/shared/cars/car';
import {
  CAR_BOOKING_MESSAGES,
  type TCarBooking,
  type TCarBookingForm,
} from '@waka/shared/cars/car-booking';
import { MAX_HIRE_HOURS, MIN_HIRE_HOURS } from '@waka/shared/cars/car-options';
import { hireTotalNaira } from '@waka/shared/cars/pickup-window';
import { lagosToday } from '@waka/shared/dates';
import { latestBookableDate } from '@waka/shared/hold-limits';
import { formatNaira } from '@waka/shared/money';
import { useForm, useWatch } from 'react-hook-form';
import { ButtonLink, Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api-client';
import { CAR_LISTING_PATH } from '@/lib/paths';
import { useBookCar } from '../api/use-book-car';
import { validHours } from '../hire-hours';
import { rentalRequestResolver } from '../rental-request-resolver';
import { HireSummary } from './hire-summary';
import { PickupTimeSelect } from './pickup-time-select';

const SPECIAL_REQUESTS_MAX = 200;

const EMPTY: TCarBookingForm = {
  pickupDate: '',
  pickupTime: '',
  hours: '',
  fullName: '',
  phone: '',
  email: '',
  specialRequests: '',
};

type RentalRequestFormProps = {
  car: TCar;
  onBooked: (booking: TCarBooking) => void;
  /** The spec's failure words with the server's reason (shown as a toast by the page: docs/product.md#messages). */
  onFailed: (message: string) => void;
  /** The server says the rate changed (docs/product.md#pricing): the page reloads the car. */
  onPriceChanged: () => void;
};

/**
 * The rental request (docs/product.md#car-request, #validation): pickup date and whole hour in Lagos, 1 to
 * 24 hours, who is hiring, special requests. Messages show once a field is
 * touched; the total sent is the one shown, and the server checks it (docs/product.md#pricing).
 * The rate summary sits beside the form on a wide screen, above it on a phone.
 */
export function RentalRequestForm({
  car,
  onBooked,
  onFailed,
  onPriceChanged,
}: RentalRequestFormProps) {
  const booking = useBookCar();
  const form = useForm<TCarBookingForm>({
    resolver: rentalRequestResolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const [pickupDate, typedHours, specialRequests] = useWatch({
    control: form.control,
    name: ['pickupDate', 'hours', 'specialRequests'],
  });
  const hours = validHours(typedHours);

  const submit = form.handleSubmit(async (values) => {
    try {
      const made = await booking.mutateAsync({
        carId: car.carId,
        ...values,
        totalPrice: hireTotalNaira(car.hourlyRate, validHours(values.hours)!),
      });
      form.reset(EMPTY);
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
        <HireSummary car={car} hours={hours} />
      </div>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="rental-form-title"
        className="flex flex-col gap-6 rounded-2xl lg:col-start-1 lg:row-start-1 bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="rental-form-title" className="text-xl font-bold text-slate-900">
          When and for how long
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Pickup date"
            type="date"
            min={lagosToday()}
            max={latestBookableDate()}
            error={errors.pickupDate?.message}
            {...form.register('pickupDate')}
          />
          <PickupTimeSelect
            pickupDate={pickupDate}
            error={errors.pickupTime?.message}
            {...form.register('pickupTime')}
          />
          <FormField
            label="Duration (hours)"
            type="number"
            inputMode="numeric"
            min={MIN_HIRE_HOURS}
            max={MAX_HIRE_HOURS}
            step={1}
            hint={`${MIN_HIRE_HOURS} to ${MAX_HIRE_HOURS} hours`}
            error={errors.hours?.message}
            {...form.register('hours')}
          />
        </div>

        <h2 className="border-t border-slate-100 pt-5 text-xl font-bold text-slate-900">
          Your details
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Full name"
            autoComplete="name"
            className="sm:col-span-2"
            error={errors.fullName?.message}
            {...form.register('fullName')}
          />
          <FormField
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            hint="Digits only, e.g. 08031234567"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextareaField
            label="Special requests (optional)"
            rows={3}
            className="sm:col-span-2"
            hint={`${(specialRequests ?? '').length}/${SPECIAL_REQUESTS_MAX} characters`}
            error={errors.specialRequests?.message}
            {...form.register('specialRequests')}
          />
        </div>

        {/* On a phone the summary is far above by now: the total is repeated by the button. */}
        {hours !== null ? (
          <p className="flex items-baseline justify-between gap-4 rounded-lg bg-slate-50 px-4 py-3 lg:hidden">
            <span className="font-semibold text-slate-900">Total</span>
            <span className="text-lg font-bold text-slate-900">
              {formatNaira(hireTotalNaira(car.hourlyRate, hours))}
            </span>
          </p>
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
