import type { TSessionUser } from '@waka/shared/accounts/accounts';
import { formatNaira, koboToNaira } from '@waka/shared/money';
import { PAYMENT_CHANGE_MESSAGES } from '@waka/shared/payments/payment-change-messages';
import type { TPaymentStatus } from '@waka/shared/payments/payments';
import type { BookingKind } from '@waka/shared/booking-kind';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../app-error';
import { composeMail, mailLine, wakaLink } from '../mail/mail-text';
import { enqueueMail } from '../mail/mail-outbox-repository';
import {
  lockPaymentParties,
  writePaymentChange,
  type PaymentParties,
} from './payment-change-repository';

type Change = 'claim' | 'confirm' | 'unpay';

/** Nothing to write: the answer is where the payment already stands. */
type Decision = Change | { unchanged: TPaymentStatus };

function refuseClosed(parties: PaymentParties, expired: string): void {
  if (parties.status === 'expired') throw new AppError(409, 'HOLD_EXPIRED', expired);
  if (parties.status === 'cancelled')
    throw new AppError(409, 'BOOKING_CANCELLED', PAYMENT_CHANGE_MESSAGES.cancelled);
}

/**
 * Who may move a booking's payment where (docs/product.md#payment). The
 * customer's "paid" is a claim the owner confirms; it never marks paid. The
 * owner's "paid" records cash or a transfer received; their "not paid" takes
 * a claim or a mistaken confirmation back, never an online payment.
 */
export function decidePaymentChange(
  parties: PaymentParties,
  asOwner: boolean,
  asked: 'paid' | 'not paid',
  kind: BookingKind,
): Decision {
  const stored = parties.paymentStatus;
  if (!asOwner) {
    if (asked === 'not paid')
      throw new AppError(403, 'FORBIDDEN', PAYMENT_CHANGE_MESSAGES.onlyOwnerUnpays(kind));
    // A hold past its time is over for its guest, swept or not.
    if (parties.status === 'confirmed' && parties.due)
      throw new AppError(409, 'HOLD_EXPIRED', PAYMENT_CHANGE_MESSAGES.holdExpired(kind));
    refuseClosed(parties, PAYMENT_CHANGE_MESSAGES.holdExpired(kind));
    if (parties.status === 'no show')
      throw new AppError(409, 'BOOKING_CLOSED', PAYMENT_CHANGE_MESSAGES.noShow);
    if (stored === 'paid' || stored === 'awaiting confirmation') return { unchanged: stored };
    return 'claim';
  }
  if (asked === 'paid') {
    refuseClosed(parties, PAYMENT_CHANGE_MESSAGES.expiredUnconfirmable(kind));
    return stored === 'paid' ? { unchanged: 'paid' } : 'confirm';
  }
  if (parties.paidOnline)
    throw new AppError(409, 'PAID_ONLINE', PAYMENT_CHANGE_MESSAGES.paidOnline);
  refuseClosed(parties, PAYMENT_CHANGE_MESSAGES.holdExpired(kind));
  // A no-show kept and gave back what was paid: taking the payment back would
  // leave it keeping money never paid (migration 0020 refuses that).
  if (parties.status === 'no show')
    throw new AppError(409, 'BOOKING_CLOSED', PAYMENT_CHANGE_MESSAGES.noShow);
  return 'unpay';
}

const ANSWERS: Record<Change, TPaymentStatus> = {
  claim: 'awaiting confirmation',
  confirm: 'paid',
  unpay: 'not paid',
};

/**
 * PUT …/status/{bookingId}: the booking's customer or its hotel's (or car's)
 * owner moves its payment; anyone else gets 404, as if it did not exist.
 * A claim tells the owner, so they can look for the money.
 */
export async function changePayment(
  db: Database,
  kind: BookingKind,
  user: TSessionUser,
  id: string,
  asked: 'paid' | 'not paid',
  publicUrl: string,
): Promise<{ paymentStatus: TPaymentStatus }> {
  return db.transaction(async (tx) => {
    const parties = await lockPaymentParties(tx, kind, id);
    const asOwner = parties?.ownerId === user.id;
    if (!parties || (!asOwner && parties.customerId !== user.id)) throw notFound('Booking');
    const decision = decidePaymentChange(parties, asOwner, asked, kind);
    if (typeof decision !== 'string') return { paymentStatus: decision.unchanged };
    await writePaymentChange(tx, kind, id, parties.paymentStatus, decision);
    if (decision === 'claim') await enqueueMail(tx, [claimNotice(parties, kind, publicUrl)]);
    return { paymentStatus: ANSWERS[decision] };
  });
}

function claimNotice(parties: PaymentParties, kind: BookingKind, publicUrl: string) {
  const total = formatNaira(koboToNaira(parties.totalKobo));
  const list = kind === 'room' ? '/owner/all-hotel-bookings' : '/owner/view-car-booking';
  return composeMail({
    kind: 'payment-claim-notice',
    to: parties.owner.email,
    subject: mailLine`${parties.guestName} says they paid for ${parties.reference}`,
    lines: [
      mailLine`Hello ${parties.owner.name},`,
      mailLine`${parties.guestName} says they paid ${total} by transfer for ${parties.reference}; confirm in your bookings.`,
      mailLine`Waka has not seen this money. Once it is in your account, mark the booking paid; if it never arrives, mark it not paid.`,
      mailLine`Your bookings: ${wakaLink(`${publicUrl}${list}`)}`,
    ],
  });
}
