import { createHash, randomBytes } from 'node:crypto';
import type { TSessionUser } from '@waka/shared/accounts/accounts';
import { PAYMENT_CHANGE_MESSAGES } from '@waka/shared/payments/payment-change-messages';
import type { ZPayLaterAnswer } from '@waka/shared/payments/payments';
import type { z } from 'zod';
import type { BookingKind } from '@waka/shared/booking-kind';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { mayConfirmTo } from '../../lib/mail/mail-allowance';
import { enqueueMail } from '../../lib/mail/mail-outbox-repository';
import {
  isEmailVerified,
  issueLink,
  lockByReference,
  markPayLater,
  roomLines,
  type HeldBooking,
} from './hold-repository';
import { payLaterLinkMail, payLaterNotice } from './pay-later-emails';

type PayLaterAnswer = z.infer<typeof ZPayLaterAnswer>;

export type PayLaterOptions = { publicUrl: string; holdMinutes: number };

/** Only its SHA-256 is kept (hold_confirmation.token_hash). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Refuses a booking whose payment cannot move to paying later, in words the
 * guest can act on (docs/product.md#payment). Answers true when it is
 * already confirmed for paying later: asking again changes nothing.
 */
export function refuseUnlessHeld(held: HeldBooking): boolean {
  const kind = held.kind;
  if (held.status === 'expired' || (held.status === 'confirmed' && held.due))
    throw new AppError(409, 'HOLD_EXPIRED', PAYMENT_CHANGE_MESSAGES.holdExpired(kind));
  if (held.status === 'cancelled')
    throw new AppError(409, 'BOOKING_CANCELLED', PAYMENT_CHANGE_MESSAGES.cancelled);
  if (held.status === 'no show')
    throw new AppError(409, 'BOOKING_CLOSED', PAYMENT_CHANGE_MESSAGES.noShow);
  if (held.paymentStatus === 'paid')
    throw new AppError(409, 'ALREADY_PAID', PAYMENT_CHANGE_MESSAGES.alreadyPaid);
  if (held.paymentStatus === 'awaiting confirmation')
    throw new AppError(409, 'CLAIM_PENDING', PAYMENT_CHANGE_MESSAGES.claimPending(kind));
  return held.paymentStatus === 'pay at hotel';
}

/**
 * The guest chooses to pay at the hotel (or at pickup). Its customer signed
 * in with a verified email confirms at once; anyone else who knows the
 * reference and the booking's email gets a link by email that confirms it,
 * valid for the hold's length, and the hold now ends when the link does.
 * Anyone else: 404, as if there were no such booking.
 */
export async function payLater(
  db: Database,
  kind: BookingKind,
  reference: string,
  who: { email?: string; user?: TSessionUser },
  options: PayLaterOptions,
): Promise<PayLaterAnswer> {
  const method = kind === 'room' ? 'at hotel' : 'at pickup';
  return db.transaction(async (tx) => {
    const held = await lockByReference(tx, kind, reference);
    const isCustomer = held?.userId != null && held.userId === who.user?.id;
    const emailMatches = who.email?.toLowerCase() === held?.email.toLowerCase();
    if (!held || !(isCustomer || emailMatches)) throw notFound('Booking');
    if (refuseUnlessHeld(held))
      return { paymentStatus: 'pay at hotel', confirmationSent: false, holdExpiresAt: null };

    if (isCustomer && (await isEmailVerified(tx, held.userId!))) {
      await markPayLater(tx, held, method);
      const rooms = kind === 'room' ? await roomLines(tx, held.id) : [];
      await enqueueMail(tx, [payLaterNotice(held, rooms)]);
      return { paymentStatus: 'pay at hotel', confirmationSent: false, holdExpiresAt: null };
    }

    // The link goes to whatever address the booker typed: it counts in that address's day.
    if (!(await mayConfirmTo(tx, held.email)))
      throw new AppError(429, 'MAIL_ALLOWANCE_USED', PAYMENT_CHANGE_MESSAGES.tooManyMails);
    const token = randomBytes(32).toString('base64url');
    const ends = await issueLink(tx, held, hashToken(token), method, options.holdMinutes);
    const link = `${options.publicUrl}/confirm-hold?token=${token}`;
    await enqueueMail(tx, [payLaterLinkMail(held, link, ends.linkExpiresAt, options.holdMinutes)]);
    return {
      paymentStatus: 'not paid',
      confirmationSent: true,
      holdExpiresAt: ends.holdExpiresAt?.toISOString() ?? null,
    };
  });
}
