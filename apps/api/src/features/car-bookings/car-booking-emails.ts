import type { TCarBooking } from '@waka/shared/cars/car-booking';
import { dayFirst } from '@waka/shared/cars/pickup-window';
import { formatNaira } from '@waka/shared/money';
import { holdEndsAt, paymentNextStep } from '@waka/shared/payments/payment-next-step';
import { carHireReceiptPath } from '@waka/shared/receipt-paths';
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
 * (docs/decisions/0016): the owner wrote the make, model and pickup address,
 * the renter wrote the name and requests.
 */

/** What was charged, line by line ('2 days × ₦42,000.00: ₦84,000.00'), and the total. */
function priceLines(booking: TCarBooking): MailLine[] {
  return [
    ...booking.priceLines.map(
      (line) =>
        mailLine`${line.words} × ${formatNaira(line.unitPrice)}: ${formatNaira(line.amount)}`,
    ),
    mailLine`Total: ${formatNaira(booking.totalPrice)}`,
  ];
}

function hireLines(booking: TCarBooking): MailLine[] {
  const hours = `${booking.hours} hour${booking.hours === 1 ? '' : 's'}`;
  return [
    mailLine`Booking ID: ${booking.reference}`,
    mailLine`Car: ${booking.carName} (${booking.licensePlate})`,
    mailLine`Pickup: ${booking.pickupTime} on ${dayFirst(booking.pickupDate)} at ${booking.pickupAddress}`,
    mailLine`Return: ${booking.returnTime} on ${dayFirst(booking.returnDate)}   (${hours})`,
    ...(booking.escort ? [mailLine`With the car's driver-escort`] : []),
    ...priceLines(booking),
  ];
}

/** Where the money stands and what happens next (docs/product.md#payment). */
const paymentLines = (booking: TCarBooking): MailLine[] =>
  paymentNextStep(booking, 'pickup').map((words) => mailLine`Payment: ${words}`);

/** The same for the owner: a new hire is a hold the customer has yet to pay or promise. */
const ownerPaymentLines = (booking: TCarBooking): MailLine[] =>
  booking.holdExpiresAt
    ? [
        mailLine`Payment: not paid yet. The customer has until ${holdEndsAt(booking.holdExpiresAt)} (Lagos) to pay online or confirm paying at pickup; otherwise the car is released.`,
      ]
    : paymentLines(booking);

/**
 * The customer's confirmation, with a link to the hire's receipt, and the
 * owner's notice of a new car booking (docs/product.md#email).
 * The special requests go to the owner only: whoever books may give any email
 * address, so the confirmation carries nothing they wrote freely
 * (docs/decisions/0016), as the room booking's confirmation does not.
 */
export function carBookingEmails(
  booking: TCarBooking,
  owner: { email: string; name: string },
  publicUrl: string,
): OutgoingMail[] {
  const hire = hireLines(booking);
  const receiptUrl = `${publicUrl}${carHireReceiptPath(booking.reference, booking.email)}`;
  return [
    composeMail({
      kind: 'car-booking-confirmation',
      to: booking.email,
      subject: mailLine`Your Waka car hire ${booking.reference}: ${booking.carName}`,
      lines: [
        mailLine`Dear ${booking.fullName},`,
        mailLine`Your car hire is booked.`,
        ...hire,
        ...paymentLines(booking),
        mailLine`Please bring a valid driver’s licence or ID to the pickup.`,
        mailLine`Your receipt, where you can pay online or choose to pay at pickup: ${wakaLink(receiptUrl)}`,
      ],
    }),
    composeMail({
      kind: 'car-booking-notice',
      to: owner.email,
      subject: mailLine`New car booking ${booking.reference}: ${booking.carName}`,
      lines: [
        mailLine`Hello ${owner.name},`,
        mailLine`You have a new car booking.`,
        ...hire,
        ...ownerPaymentLines(booking),
        mailLine`Customer: ${booking.fullName}, ${asWritten(booking.email)}, ${booking.phone}`,
        ...(booking.specialRequests
          ? [mailLine`Special requests: ${booking.specialRequests}`]
          : []),
      ],
    }),
  ];
}
