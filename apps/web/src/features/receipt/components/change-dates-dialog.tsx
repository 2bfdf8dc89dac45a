import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { BOOKING_MESSAGES, type TBooking } from '@waka/shared/bookings/create-booking';
import type { TBookingChange } from '@waka/shared/cancellation/change-booking';
import { lagosToday, nightsBetween } from '@waka/shared/dates';
import { STAY_MESSAGES, ZStayDatesForm, stayDatesMax } from '@waka/shared/stay-dates';
import { lagosDeadline } from '@/components/cancellation/cancellation-words';
import { FormBanner } from '@/components/form/form-banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { calendarDayText } from '@/lib/calendar-day';
import { useChangeBooking } from '../api/use-change-booking';
import { useHotelPrices } from '../api/use-hotel-prices';
import { changeSelection } from '../change-selection';
import { changeQuoteWords } from '../change-words';
import { ChangeRoomLines } from './change-room-lines';
import { ChangeWordsBox } from './change-words-box';

export type ChangeDatesDialogProps = {
  booking: TBooking;
  email: string;
  /** The change terms: until when (the free-cancellation deadline) and what is paid so far. */
  terms: { freeUntil: string; paidAmount: number };
  paidOnline: boolean;
  onChanged: (answer: TBookingChange) => void;
  onClose: () => void;
};

type Dates = { checkIn: string; checkOut: string };

const FAILED = 'We couldn’t change the booking. Please try again.';
/** The server names the dates as the request does; the form as the search does. */
const FIELD_OF: Record<string, keyof Dates> = { checkInDate: 'checkIn', checkOutDate: 'checkOut' };

/**
 * "Change dates" (docs/product.md#cancellation): new dates for the same
 * rooms (their numbers may change too), the new total and the difference in
 * naira before the guest confirms, priced by the booking form's rule at the
 * rooms' prices now. Nights not free show the server's words here, and the
 * dialog stays open. One Idempotency-Key for each selection sent: a retry or
 * a double click changes the booking once, and a new selection is a new change.
 */
export function ChangeDatesDialog({
  booking,
  email,
  terms,
  paidOnline,
  onChanged,
  onClose,
}: ChangeDatesDialogProps) {
  const today = lagosToday();
  const change = useChangeBooking(booking.reference, email);
  const prices = useHotelPrices(booking.hotelId);
  const form = useForm<Dates>({
    resolver: zodResolver(ZStayDatesForm),
    mode: 'onTouched',
    defaultValues: { checkIn: booking.checkInDate, checkOut: booking.checkOutDate },
  });
  const { errors } = form.formState;
  const [checkIn, checkOut] = useWatch({ control: form.control, name: ['checkIn', 'checkOut'] });
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const sent = useRef<{ body: string; key: string } | null>(null);
  const failureAt = useRef<HTMLDivElement>(null);

  const nights = nightsBetween(checkIn, checkOut);
  const latest = stayDatesMax(checkIn, today);
  const { lines, total, notOffered } = changeSelection(
    booking.rooms,
    quantities,
    prices.data ?? [],
    nights,
  );
  const unchanged =
    checkIn === booking.checkInDate &&
    checkOut === booking.checkOutDate &&
    booking.rooms.every((line) => (quantities[line.roomId] ?? line.quantity) === line.quantity);
  const words =
    prices.data && nights > 0 && notOffered.length === 0
      ? changeQuoteWords({
          previousTotal: booking.totalAmount,
          newTotal: total,
          paidAmount: terms.paidAmount,
          paidOnline,
        })
      : null;
  const busy = change.isPending;

  /** The same selection keeps its key; a different one gets a new key. */
  const keyFor = (body: unknown) => {
    const text = JSON.stringify(body);
    if (sent.current?.body !== text) sent.current = { body: text, key: crypto.randomUUID() };
    return sent.current.key;
  };

  const send = (dates: Dates) => {
    if (nights <= 0) {
      form.setError('checkOut', { message: STAY_MESSAGES.checkOutBeforeCheckIn });
      return;
    }
    const request = {
      email,
      checkInDate: dates.checkIn,
      checkOutDate: dates.checkOut,
      nights,
      rooms: lines.map(({ roomId, roomType, quantity, price }) => ({
        roomId,
        roomType,
        quantity,
        price,
      })),
      totalAmount: total,
    };
    change.mutate(
      { request, idempotencyKey: keyFor(request) },
      {
        onSuccess: onChanged,
        onError: (error) => {
          // The body may be scrolled to the rooms: bring the server's words into view.
          requestAnimationFrame(() => failureAt.current?.scrollIntoView({ block: 'nearest' }));
          if (!(error instanceof ApiError)) return;
          for (const [path, message] of Object.entries(error.fields)) {
            const field = FIELD_OF[path];
            if (field) form.setError(field, { message });
          }
          // Priced at a price the room no longer has: show today's, for the guest to confirm again.
          if (error.error === 'PRICE_CHANGED') void prices.refetch();
        },
      },
    );
  };

  const failure = change.error
    ? (change.error instanceof ApiError && change.error.message) || FAILED
    : null;

  return (
    <Dialog
      title="Change dates"
      onClose={busy ? () => undefined : onClose}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="plain" size="field" disabled={busy} onClick={onClose}>
            Keep my dates
          </Button>
          <Button
            type="submit"
            form="change-dates-form"
            size="field"
            disabled={busy || !words || unchanged}
          >
            {busy ? 'Changing…' : 'Confirm new dates'}
          </Button>
        </div>
      }
    >
      <p className="text-slate-700">
        <span className="font-mono font-semibold whitespace-nowrap text-slate-900">
          {booking.reference}
        </span>{' '}
        · {booking.hotelName}, {calendarDayText(booking.checkInDate)} to{' '}
        {calendarDayText(booking.checkOutDate)}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        Free to change until {lagosDeadline(terms.freeUntil)} (Lagos time).
      </p>
      <div ref={failureAt} className="scroll-mt-4">
        <FormBanner message={failure} className="mt-4" />
      </div>
      <form
        id="change-dates-form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <FormField
          label="Check-in date"
          type="date"
          min={today}
          max={latest.checkIn}
          disabled={busy}
          error={errors.checkIn?.message}
          {...form.register('checkIn')}
        />
        <FormField
          label="Check-out date"
          type="date"
          min={checkIn || today}
          max={latest.checkOut}
          disabled={busy}
          error={errors.checkOut?.message}
          hint={
            <>
              <span data-testid="change-nights">{nights}</span> {nights === 1 ? 'night' : 'nights'}
            </>
          }
          {...form.register('checkOut')}
        />
      </form>
      <ChangeRoomLines
        lines={lines}
        disabled={busy || !prices.data}
        onQuantity={(roomId, quantity) => setQuantities((now) => ({ ...now, [roomId]: quantity }))}
      />
      {prices.isPending ? (
        <Spinner label="Working out the new total…" className="py-6" />
      ) : prices.isError ? (
        <FormBanner message={prices.error.message || BOOKING_MESSAGES.failed} className="mt-3" />
      ) : notOffered.length ? (
        <FormBanner
          message={`${notOffered.join(', ')} is no longer offered by the hotel, so this booking cannot be changed here. Please contact the hotel on ${booking.hotelContactNo}.`}
          className="mt-3"
        />
      ) : words ? (
        <ChangeWordsBox words={words} testId="change-quote" className="mt-3" />
      ) : null}
    </Dialog>
  );
}
