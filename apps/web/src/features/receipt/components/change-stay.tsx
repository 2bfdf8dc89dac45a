import { lazy, Suspense, useState } from 'react';
import type { TBooking } from '@waka/shared/bookings/create-booking';
import type { TBookingChange } from '@waka/shared/cancellation/change-booking';
import { Button } from '@/components/ui/button';
import type { ChangeDatesDialogProps } from './change-dates-dialog';

/*
 * The dialog is a chunk of its own, fetched when the guest reaches for the
 * button: its form, date rules and pricing stay out of the receipt's first
 * JavaScript, which a guest opening the emailed link waits for.
 */
const loadDialog = () => import('./change-dates-dialog');
const ChangeDatesDialog = lazy(async () => ({ default: (await loadDialog()).ChangeDatesDialog }));

type ChangeStayProps = {
  booking: TBooking;
  email: string;
  /** The change terms, once known; undefined while they load or when the stay is over. */
  terms: (ChangeDatesDialogProps['terms'] & { free: boolean; cancellable: boolean }) | undefined;
  paidOnline: boolean;
  onChanged: (answer: TBookingChange) => void;
};

/**
 * The receipt's "Change dates" (docs/product.md#cancellation), shown while
 * the stay is held and cancelling it would still be free: until 48 hours
 * before check-in, as the server's change terms say.
 */
export function ChangeStay({ booking, email, terms, paidOnline, onChanged }: ChangeStayProps) {
  const [open, setOpen] = useState(false);
  if (booking.status !== 'confirmed' || !terms?.free || !terms.cancellable) return null;
  return (
    <>
      <Button
        variant="secondary"
        className="print:hidden"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        Change dates
      </Button>
      <Suspense fallback={null}>
        {open ? (
          <ChangeDatesDialog
            booking={booking}
            email={email}
            terms={terms}
            paidOnline={paidOnline}
            onChanged={(answer) => {
              setOpen(false);
              onChanged(answer);
            }}
            onClose={() => setOpen(false)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
