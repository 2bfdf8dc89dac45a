import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  BOOKING_MESSAGES,
  ZBookingGuestForm,
  type TBooking,
} from '@waka/shared/bookings/create-booking';
import { stayTotalNaira } from '@waka/shared/bookings/price-stay';
import { lagosToday, nightsBetween } from '@waka/shared/dates';
import type { THotel } from '@waka/shared/hotels/hotel';
import { formatNaira } from '@waka/shared/money';
import { STAY_MESSAGES, stayDatesMax } from '@waka/shared/stay-dates';
import { FormBanner } from '@/components/form/form-banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { guestFromProfile, useProfile } from '@/lib/profile';
import { usePrefill } from '@/lib/use-prefill';
import { useCreateBooking } from '../api/use-create-booking';
import type { SelectedRoom } from '../selected-room';

type BookingDialogProps = {
  hotel: THotel;
  selection: SelectedRoom[];
  checkIn?: string;
  checkOut?: string;
  onClose: () => void;
  onBooked: (booking: TBooking, email: string) => void;
};

type GuestForm = z.input<typeof ZBookingGuestForm>;

/** The booking dialog (docs/product.md#booking-dialog, #states, #validation): the guest, the dates, the total, confirm. */
export function BookingDialog({
  hotel,
  selection,
  checkIn = '',
  checkOut = '',
  onClose,
  onBooked,
}: BookingDialogProps) {
  const today = lagosToday();
  const booking = useCreateBooking();
  // A signed-in person's name, email and phone, still editable (docs/decisions/0026).
  const profile = useProfile().data;
  const guest = profile ? guestFromProfile(profile) : undefined;
  const form = useForm<GuestForm>({
    resolver: zodResolver(ZBookingGuestForm),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      ...guest,
      checkInDate: checkIn,
      checkOutDate: checkOut,
      specialRequests: '',
    },
  });
  usePrefill(form, guest);
  const { errors } = form.formState;
  const [chosenIn, chosenOut] = useWatch({
    control: form.control,
    name: ['checkInDate', 'checkOutDate'],
  });
  const nights = nightsBetween(chosenIn, chosenOut);
  const latest = stayDatesMax(chosenIn, today);
  const rooms = selection.map(({ room, quantity }) => ({
    roomId: room.roomId,
    roomType: room.roomType,
    quantity,
    price: room.roomPrice,
  }));
  const total = stayTotalNaira(rooms, nights);

  const submit = form.handleSubmit(async (guest) => {
    if (nights <= 0) {
      form.setError('checkOutDate', { message: STAY_MESSAGES.checkOutBeforeCheckIn });
      return;
    }
    try {
      const created = await booking.mutateAsync({
        customer: { ...guest, specialRequests: guest.specialRequests ?? '' },
        hotelId: hotel.hotelId,
        rooms,
        totalAmount: total,
        checkInDate: guest.checkInDate,
        checkOutDate: guest.checkOutDate,
        nights,
      });
      onBooked(created, guest.email.trim());
    } catch (error) {
      // The server names fields as customer.email; the form calls it email.
      if (error instanceof ApiError) {
        for (const [path, message] of Object.entries(error.fields)) {
          const name = path.replace(/^customer\./, '') as keyof GuestForm;
          if (name in form.getValues()) form.setError(name, { message });
        }
      }
    }
  });

  const failure = booking.error
    ? (booking.error instanceof ApiError && booking.error.message) || BOOKING_MESSAGES.failed
    : null;
  const submitting = booking.isPending;

  return (
    <Dialog
      title={`Book ${hotel.hotelName}`}
      onClose={onClose}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 rounded-lg px-4 py-2 font-semibold text-slate-700 hover:bg-slate-100"
          >
            Cancel
          </button>
          <Button type="submit" size="lg" form="booking-form" disabled={submitting || nights <= 0}>
            {submitting ? 'Processing...' : `Confirm booking · ${formatNaira(total)}`}
          </Button>
        </div>
      }
    >
      <FormBanner message={failure} className="mb-4" />
      <form id="booking-form" noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <FormField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <FormField
          label="Check-in date"
          type="date"
          min={today}
          max={latest.checkIn}
          error={errors.checkInDate?.message}
          {...form.register('checkInDate')}
        />
        <FormField
          label="Check-out date"
          type="date"
          min={chosenIn || today}
          max={latest.checkOut}
          error={errors.checkOutDate?.message}
          {...form.register('checkOutDate')}
        />
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor="special-requests" className="text-sm font-semibold text-slate-800">
            Special requests <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <textarea
            id="special-requests"
            rows={3}
            className="rounded-lg border border-slate-300 px-3 py-2 text-base shadow-sm"
            aria-invalid={errors.specialRequests ? true : undefined}
            {...form.register('specialRequests')}
          />
          {errors.specialRequests ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.specialRequests.message}
            </p>
          ) : null}
        </div>
      </form>
      <section aria-label="Your booking" className="mt-5 rounded-xl bg-slate-50 p-4">
        <ul className="flex flex-col gap-1 text-sm text-slate-800">
          {rooms.map((room) => (
            <li key={room.roomId} className="flex justify-between gap-2">
              <span>
                {room.roomType} × {room.quantity}
              </span>
              <span>{formatNaira(room.price)} / night</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex justify-between border-t border-slate-200 pt-3 font-semibold">
          <span>
            Nights: <span data-testid="dialog-nights">{nights}</span>
          </span>
          <span>
            Total: <span data-testid="dialog-total">{formatNaira(total)}</span>
          </span>
        </p>
      </section>
    </Dialog>
  );
}
