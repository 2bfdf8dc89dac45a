import { CANCELLATION_POLICY, type TBooking } from '@waka/shared/bookings/create-booking';
import { formatNaira } from '@waka/shared/money';
import { holdEndsAt, paymentNextStep } from '@waka/shared/payments/payment-next-step';
import { bookingReceiptPath } from '@waka/shared/receipt-paths';
import type { OutgoingMail } from '../../lib/mail/mail-outbox-repository';
import {
  asWritten,
  composeMail,
  mailLine,
  wakaLink,
  type MailLine,
} from '../../lib/mail/mail-text';

/*
 * Every value below goes through mailLine, which takes it as someone's writing
 * (docs/decisions/0016): the owner wrote the hotel, its address and the room
 * types, the guest wrote the names and requests. Only the receipt is a link.
 */

function stayLines(booking: TBooking): MailLine[] {
  const nights = `${booking.nights} night${booking.nights === 1 ? '' : 's'}`;
  return [
    mailLine`Booking ID: ${booking.reference}`,
    mailLine`Hotel: ${booking.hotelName}, ${booking.hotelAddress}`,
    mailLine`Check-in: ${booking.checkInDate}   Check-out: ${booking.checkOutDate}   (${nights})`,
    ...booking.rooms.map(
      (r) =>
        mailLine`${r.quantity} × ${r.roomType} at ${formatNaira(r.price)} a night: ${formatNaira(r.lineTotal)}`,
    ),
    mailLine`Total: ${formatNaira(booking.totalAmount)}`,
  ];
}

/** Where the money stands and what happens next (docs/product.md#payment). */
const paymentLines = (booking: TBooking): MailLine[] =>
  paymentNextStep(booking, 'hotel').map((words) => mailLine`Payment: ${words}`);

/** The same for the owner: a new booking is a hold the guest has yet to pay or promise. */
const ownerPaymentLines = (booking: TBooking): MailLine[] =>
  booking.holdExpiresAt
    ? [
        mailLine`Payment: not paid yet. The guest has until ${holdEndsAt(booking.holdExpiresAt)} (Lagos) to pay online or confirm paying at the hotel; otherwise the rooms are released.`,
      ]
    : paymentLines(booking);

/** The guest's confirmation and the owner's notice of a new booking (docs/product.md#email). */
export function bookingEmails(
  booking: TBooking,
  owner: { email: string; name: string },
  publicUrl: string,
): OutgoingMail[] {
  const stay = stayLines(booking);
  const { customer } = booking;
  const receiptUrl = `${publicUrl}${bookingReceiptPath(booking.reference, customer.email)}`;
  return [
    composeMail({
      kind: 'booking-confirmation',
      to: customer.email,
      subject: mailLine`Your Waka booking ${booking.reference} at ${booking.hotelName}`,
      lines: [
        mailLine`Dear ${customer.firstName} ${customer.lastName},`,
        mailLine`Your booking is made.`,
        ...stay,
        ...paymentLines(booking),
        mailLine`Cancellation policy: ${CANCELLATION_POLICY}`,
        mailLine`Check-in instructions will follow from the hotel.`,
        mailLine`Your receipt, where you can pay online or choose to pay at the hotel: ${wakaLink(receiptUrl)}`,
      ],
    }),
    composeMail({
      kind: 'booking-notice',
      to: owner.email,
      subject: mailLine`New booking ${booking.reference} at ${booking.hotelName}`,
      lines: [
        mailLine`Hello ${owner.name},`,
        mailLine`You have a new booking.`,
        ...stay,
        ...ownerPaymentLines(booking),
        mailLine`Guest: ${customer.firstName} ${customer.lastName}, ${asWritten(customer.email)}, ${customer.phone}`,
        ...(customer.specialRequests
          ? [mailLine`Special requests: ${customer.specialRequests}`]
          : []),
      ],
    }),
  ];
}
