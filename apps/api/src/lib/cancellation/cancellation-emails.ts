import { formatNaira, koboToNaira } from '@waka/shared/money';
import { receiptPathFor } from '@waka/shared/receipt-paths';
import type { BookingKind } from '@waka/shared/booking-kind';
import type { OutgoingMail } from '../mail/mail-outbox-repository';
import { composeMail, mailLine, wakaLink, type MailLine } from '../mail/mail-text';

/*
 * What Waka writes when a booking or car hire is cancelled, or its guest never
 * came (docs/decisions/0023-cancellation-and-changes.md). Values go through
 * mailLine, which takes them as someone's writing (docs/decisions/0016): the
 * owner wrote the hotel's or car's name and the reason, the guest their name.
 */

/** What the mails say of a cancelled (or no-show) booking or car hire. */
export type ClosedBooking = {
  kind: BookingKind;
  reference: string;
  email: string;
  guestName: string;
  /** The hotel's name, or the car's make, model and year. */
  place: string;
  /** When: 'Check-in 2027-03-12, check-out 2027-03-14', or the pickup. */
  when: string;
  owner: { email: string; name: string };
  paidKobo: number;
  keptKobo: number;
  refundKobo: number;
  /** The refund goes back through Paystack; otherwise the owner returns it by hand. */
  refundOnline: boolean;
  paymentMethod: string | null;
};

export type Cancelled = ClosedBooking & { cancelledBy: 'guest' | 'owner'; reason: string | null };

const naira = (kobo: number) => formatNaira(koboToNaira(kobo));
const what = (b: ClosedBooking) => (b.kind === 'car' ? 'car hire' : 'booking');
const returner = (b: ClosedBooking) => (b.kind === 'car' ? 'The car’s owner' : 'The hotel');
const paidHow = (b: ClosedBooking) =>
  b.paymentMethod === 'transfer' ? 'paid by transfer' : 'paid in cash';

/** The receipt of its kind: a car hire's is /car-hire-receipt. */
const receiptLink = (publicUrl: string, b: ClosedBooking): MailLine =>
  mailLine`Your ${what(b)}: ${wakaLink(`${publicUrl}${receiptPathFor(b.reference, b.email)}`)}`;

/** Kept, given back, and how the money gets home; to the guest. */
function guestMoneyLines(b: ClosedBooking): MailLine[] {
  if (b.paidKobo === 0) return [mailLine`Nothing was paid, so nothing is kept or refunded.`];
  const lines = [mailLine`Kept: ${naira(b.keptKobo)}`, mailLine`Refund: ${naira(b.refundKobo)}`];
  if (b.refundKobo === 0) return lines;
  return [
    ...lines,
    b.refundOnline
      ? mailLine`Refund pending — Paystack usually takes 3–5 working days to return ${naira(b.refundKobo)} to the card or account you paid from.`
      : mailLine`${returner(b)} returns ${naira(b.refundKobo)} ${paidHow(b)}.`,
  ];
}

/** The same for the owner, who returns cash or transfers by hand. */
function ownerMoneyLines(b: ClosedBooking): MailLine[] {
  if (b.paidKobo === 0) return [mailLine`Nothing was paid, so nothing is kept or refunded.`];
  const lines = [mailLine`Kept: ${naira(b.keptKobo)}`, mailLine`Refund: ${naira(b.refundKobo)}`];
  if (b.refundKobo === 0) return lines;
  return [
    ...lines,
    b.refundOnline
      ? mailLine`Waka refunds ${naira(b.refundKobo)} of the online payment to the guest through Paystack.`
      : mailLine`Please return ${naira(b.refundKobo)} to the guest: it was ${paidHow(b)}.`,
  ];
}

const released = (b: ClosedBooking) =>
  b.kind === 'car'
    ? mailLine`The car is free to hire again for that time.`
    : mailLine`Its nights are free to book again.`;

/** "Cancelled" to the guest and the owner's notice. */
export function cancellationEmails(b: Cancelled, publicUrl: string): OutgoingMail[] {
  const byOwner = b.cancelledBy === 'owner';
  const why = b.reason ? [mailLine`Reason: ${b.reason}`] : [];
  return [
    composeMail({
      kind: 'booking-cancelled',
      to: b.email,
      subject: mailLine`Your Waka ${what(b)} ${b.reference} is cancelled`,
      lines: [
        mailLine`Dear ${b.guestName},`,
        byOwner
          ? mailLine`${b.place} cancelled your ${what(b)} ${b.reference}.`
          : mailLine`Your ${what(b)} ${b.reference} at ${b.place} is cancelled.`,
        ...why,
        mailLine`Booking ID: ${b.reference}`,
        mailLine`${b.when}`,
        ...guestMoneyLines(b),
        receiptLink(publicUrl, b),
      ],
    }),
    composeMail({
      kind: 'booking-cancelled-notice',
      to: b.owner.email,
      subject: mailLine`${b.reference} is cancelled: ${b.place}`,
      lines: [
        mailLine`Hello ${b.owner.name},`,
        byOwner
          ? mailLine`You cancelled the ${what(b)} ${b.reference} of ${b.guestName} at ${b.place}.`
          : mailLine`${b.guestName} cancelled the ${what(b)} ${b.reference} at ${b.place}.`,
        ...(byOwner && b.reason ? [mailLine`Your reason, sent to the guest: ${b.reason}`] : []),
        mailLine`${b.when}`,
        released(b),
        ...ownerMoneyLines(b),
      ],
    }),
  ];
}

/** To the guest the owner marked as never having come, when money was paid. */
export function noShowEmail(b: ClosedBooking, publicUrl: string): OutgoingMail {
  return composeMail({
    kind: 'booking-no-show',
    to: b.email,
    subject: mailLine`Your Waka booking ${b.reference}: marked as a no-show`,
    lines: [
      mailLine`Dear ${b.guestName},`,
      mailLine`${b.place} marked your booking ${b.reference} as a no-show: you did not check in.`,
      mailLine`Under the cancellation policy the first night is kept, and the rest of the stay is released.`,
      mailLine`${b.when}`,
      ...guestMoneyLines(b),
      receiptLink(publicUrl, b),
    ],
  });
}
