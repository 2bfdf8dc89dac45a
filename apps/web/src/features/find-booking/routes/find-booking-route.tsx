import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { BOOKING_MESSAGES } from '@waka/shared/bookings/create-booking';
import { ZAnyBookingReference } from '@waka/shared/payments/payments';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { receiptPathFor } from '@waka/shared/receipt-paths';

const ZFindBooking = z.object({
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'Booking reference is required')
    .pipe(ZAnyBookingReference),
  email: z
    .string()
    .trim()
    .min(1, BOOKING_MESSAGES.emailRequired)
    .pipe(z.email(BOOKING_MESSAGES.emailInvalid)),
});
type FindBookingForm = z.input<typeof ZFindBooking>;

/**
 * /find-booking: a guest who booked without an account opens the receipt of a
 * stay or a car hire with the reference and the email it was made with. No
 * call lists bookings by a bare email (docs/product.md#roles); the receipt checks both,
 * and offers the way to cancel (docs/product.md#cancellation).
 */
export function FindBookingRoute() {
  const navigate = useNavigate();
  const form = useForm<FindBookingForm, unknown, z.output<typeof ZFindBooking>>({
    resolver: zodResolver(ZFindBooking),
    mode: 'onTouched',
    defaultValues: { reference: '', email: '' },
  });
  const { errors } = form.formState;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <title>Find your booking — Waka</title>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-2 text-2xl font-bold text-slate-900">Find your booking</h1>
        <p className="mb-6 text-sm text-slate-600">
          Your reference (WK-… for a hotel, WC-… for a car hire) is in the confirmation email. From
          your booking you can pay, print the receipt or cancel.
        </p>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit(({ reference, email }) =>
            navigate(receiptPathFor(reference, email)),
          )}
        >
          <FormField
            label="Booking reference"
            placeholder="WK-7Q2M9X4B"
            autoCapitalize="characters"
            error={errors.reference?.message}
            {...form.register('reference')}
          />
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" size="lg">
            Show my booking
          </Button>
        </form>
      </div>
    </section>
  );
}
