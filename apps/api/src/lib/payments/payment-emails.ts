import { formatNaira, koboToNaira } from '@waka/shared/money';
import { ONLINE_PAYMENT_MESSAGES } from '@waka/shared/payments/payment-words';
import { receiptPathFor } from '@waka/shared/receipt-paths';
import type { OutgoingMail } from '../mail/mail-outbox-repository';
import { composeMail, mailLine, wakaLink, type MailLine } from '../mail/mail-text';
import type { HeldBooking } from './held-booking-repository';

/*
 * What Waka writes when online money arrives (docs/product.md#payment).
 * Values go through mailLine, which takes them as someone's writing
 * (docs/decisions/0016): the owner wrote the hotel's or car's name, the
 * guest wrote their name. Only the receipt is a link.
 */

export type PaidAttempt = {
  reference: string;
  amountKobo: number;
  testMode: boolean;
  channel: string | null;
};

/** Why money goes back, in the words the guest reads. */
export const REFUND_REASONS = {
  holdExpired: 'hold expired',
  paidTwice: 'paid twice',
  cancelled: 'booking cancelled',
  amountChanged: 'amount changed',
} as const;
export type RefundReason = (typeof REFUND_REASONS)[keyof typeof REFUND_REASONS];

const what = (booking: HeldBooking) => (booking.kind === 'car' ? 'car hire' : 'booking');

/** The receipt page of the booking or car hire, opened with the guest's email. */
export const receiptUrl = (publicUrl: string, booking: Pick<HeldBooking, 'reference' | 'email'>) =>
  `${publicUrl}${receiptPathFor(booking.reference, booking.email)}`;

function moneyLines(booking: HeldBooking, attempt: PaidAttempt): MailLine[] {
  const how = attempt.channel
    ? `online with Paystack (${attempt.channel})`
    : 'online with Paystack';
  return [
    mailLine`Booking ID: ${booking.reference}`,
    mailLine`Amount: ${formatNaira(koboToNaira(attempt.amountKobo))}`,
    mailLine`Paid: ${how}`,
    mailLine`Payment reference: ${attempt.reference}`,
    ...(attempt.testMode ? [mailLine`${ONLINE_PAYMENT_MESSAGES.testPayment}`] : []),
  ];
}

/** "Payment received" to the guest, and the owner's notice that the booking is paid. */
export function paidEmails(
  booking: HeldBooking,
  attempt: PaidAttempt,
  publicUrl: string,
): OutgoingMail[] {
  const money = moneyLines(booking, attempt);
  return [
    composeMail({
      kind: 'payment-received',
      to: booking.email,
      subject: mailLine`Payment received for your Waka ${what(booking)} ${booking.reference}`,
      lines: [
        mailLine`Dear ${booking.guestName},`,
        mailLine`Payment received: your ${what(booking)} at ${booking.placeName} is paid.`,
        ...money,
        mailLine`Your receipt: ${wakaLink(receiptUrl(publicUrl, booking))}`,
      ],
    }),
    composeMail({
      kind: 'payment-notice',
      to: booking.ownerEmail,
      subject: mailLine`${booking.reference} is paid: ${booking.placeName}`,
      lines: [
        mailLine`Hello ${booking.ownerName},`,
        mailLine`The ${what(booking)} ${booking.reference} at ${booking.placeName} is paid online.`,
        ...money,
        mailLine`Guest: ${booking.guestName}`,
      ],
    }),
  ];
}

const WHY: Record<RefundReason, (booking: HeldBooking) => MailLine> = {
  'hold expired': (b) =>
    mailLine`Your payment arrived after the hold on ${b.reference} had expired, and what it held has been booked by someone else since, so we could not keep it for you.`,
  'paid twice': (b) =>
    mailLine`${b.reference} was already paid, so this second payment is not needed.`,
  'booking cancelled': (b) => mailLine`${b.reference} was cancelled before your payment arrived.`,
  'amount changed': (b) =>
    mailLine`The amount owed on ${b.reference} changed while you were paying, so this payment does not settle it.`,
};

/** To the guest whose payment goes back through Paystack. */
export function refundEmail(
  booking: HeldBooking,
  attempt: PaidAttempt,
  reason: RefundReason,
  publicUrl: string,
): OutgoingMail {
  return composeMail({
    kind: 'payment-refund',
    to: booking.email,
    subject: mailLine`Your payment for Waka ${what(booking)} ${booking.reference} is being refunded`,
    lines: [
      mailLine`Dear ${booking.guestName},`,
      WHY[reason](booking),
      mailLine`The whole payment is being refunded to you through Paystack, to the card or account you paid from.`,
      ...moneyLines(booking, attempt),
      mailLine`Your ${what(booking)}: ${wakaLink(receiptUrl(publicUrl, booking))}`,
    ],
  });
}
