import { holdEndsAt } from '@waka/shared/payments/payment-next-step';
import { lagosWallClock } from '@waka/shared/dates';
import { formatNaira, koboToNaira } from '@waka/shared/money';
import type { OutgoingMail } from '../../lib/mail/mail-outbox-repository';
import {
  asWritten,
  composeMail,
  mailLine,
  wakaLink,
  type MailLine,
} from '../../lib/mail/mail-text';
import type { HeldBooking } from './hold-repository';

/*
 * Paying at the hotel (or at pickup): the link that confirms it, to the
 * guest, and the owner's notice once it is confirmed (docs/product.md#payment).
 * Values go through mailLine (docs/decisions/0016); the link is Waka's own.
 */

const payWhere = (held: HeldBooking) => (held.kind === 'room' ? 'at the hotel' : 'at pickup');

function whatAndWhen(held: HeldBooking): MailLine {
  if (held.kind === 'room')
    return mailLine`${held.reference}: ${held.place}, ${held.checkInDate!} to ${held.checkOutDate!}`;
  const pickup = lagosWallClock(held.pickupAt!);
  const hours = `${held.hours} hour${held.hours === 1 ? '' : 's'}`;
  return mailLine`${held.reference}: ${held.place}, ${hours} from ${pickup.time} on ${pickup.date} (Lagos time)`;
}

export function payLaterLinkMail(
  held: HeldBooking,
  link: string,
  expiresAt: Date,
  minutes: number,
): OutgoingMail {
  const total = formatNaira(koboToNaira(held.totalKobo));
  const what = held.kind === 'room' ? 'your rooms' : 'the car';
  return composeMail({
    kind: 'hold-confirmation-link',
    to: held.email,
    subject: mailLine`Confirm paying ${payWhere(held)}: ${held.reference}`,
    lines: [
      mailLine`Dear ${held.guestName},`,
      mailLine`You chose to pay ${payWhere(held)} for this booking:`,
      whatAndWhen(held),
      mailLine`You will pay ${total} ${held.kind === 'room' ? 'at the hotel on arrival' : 'when you pick the car up'}.`,
      mailLine`${held.holdExpiresAt ? `To keep ${what}, confirm` : 'Confirm'} within ${minutes} minutes, by ${holdEndsAt(expiresAt.toISOString())} (Lagos time): ${wakaLink(link)}`,
      held.holdExpiresAt
        ? mailLine`Without confirmation in time, ${what} ${held.kind === 'room' ? 'are' : 'is'} released. If you did not ask for this, ignore this email.`
        : mailLine`If you did not ask for this, ignore this email.`,
    ],
  });
}

export function payLaterNotice(
  held: HeldBooking,
  rooms: { roomType: string; quantity: number }[],
): OutgoingMail {
  const total = formatNaira(koboToNaira(held.totalKobo));
  const isStay = held.kind === 'room';
  return composeMail({
    kind: 'pay-later-notice',
    to: held.owner.email,
    subject: isStay
      ? mailLine`New booking ${held.reference}: guest pays at the hotel`
      : mailLine`New car booking ${held.reference}: customer pays at pickup`,
    lines: [
      mailLine`Hello ${held.owner.name},`,
      isStay
        ? mailLine`A guest confirmed a booking and will pay ${total} at the hotel on arrival.`
        : mailLine`A customer confirmed a car hire and will pay ${total} at pickup.`,
      whatAndWhen(held),
      ...rooms.map((r) => mailLine`${r.quantity} × ${r.roomType}`),
      mailLine`${isStay ? 'Guest' : 'Customer'}: ${held.guestName}, ${asWritten(held.email)}, ${held.phone}`,
      mailLine`When the money is in your hands, mark it paid in your bookings.`,
    ],
  });
}
