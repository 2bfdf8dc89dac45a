/*
 * What the API answers when a booking's payment cannot move as asked
 * (docs/product.md#payment), without zod, so a screen can show the same
 * words. A room booking and a car hire differ only in the place of paying
 * and what is released.
 */

import type { BookingKind } from '../booking-kind';

const released = (kind: BookingKind) => (kind === 'room' ? 'its rooms were' : 'the car was');

export const PAYMENT_CHANGE_MESSAGES = {
  holdExpired: (kind: BookingKind) =>
    `This hold has expired and ${released(kind)} released. Please book again.`,
  cancelled: 'This booking was cancelled.',
  noShow: 'This booking is closed: the guest did not arrive.',
  alreadyPaid: 'This booking is already paid.',
  claimPending: (kind: BookingKind) =>
    `You told us you paid by transfer; ${kind === 'room' ? 'the hotel' : 'the car’s owner'} is confirming it.`,
  tooManyMails:
    'Waka has written to this address as many times as it may today. Sign in with a confirmed email, or pay online.',
  onlyOwnerUnpays: (kind: BookingKind) =>
    `Only ${kind === 'room' ? 'the hotel' : 'the car’s owner'} can mark a booking as not paid`,
  paidOnline:
    'This booking was paid online through Paystack; it cannot be marked not paid. A refund comes with a cancellation.',
  expiredUnconfirmable: (kind: BookingKind) =>
    `This hold expired unpaid and ${released(kind)} released; it cannot be confirmed as paid.`,
  noShowTooEarly: (checkIn: string) =>
    `A no-show can be marked from the check-in day, ${checkIn}, on.`,
  noShowTooLate: (checkOut: string) =>
    `This stay ended on ${checkOut}; a no-show can be marked until the check-out day.`,
  noShowNotHeld: 'Only a booking that is still held can be marked a no-show.',
} as const;
