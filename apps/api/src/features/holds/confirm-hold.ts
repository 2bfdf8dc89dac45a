import { ONLINE_PAYMENT_MESSAGES } from '@waka/shared/payments/payment-words';
import type { ZConfirmHoldAnswer } from '@waka/shared/payments/payments';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { enqueueMail } from '../../lib/mail/mail-outbox-repository';
import { lockById, lockLink, markLinkUsed, markPayLater, roomLines } from './hold-repository';
import { payLaterNotice } from './pay-later-emails';
import { hashToken } from './pay-later';

type ConfirmHoldAnswer = z.infer<typeof ZConfirmHoldAnswer>;

const linkInvalid = (status: 404 | 410) =>
  new AppError(
    status,
    status === 404 ? 'NOT_FOUND' : 'LINK_INVALID',
    ONLINE_PAYMENT_MESSAGES.linkInvalid,
  );

/**
 * The emailed link confirms paying at the hotel (or at pickup)
 * (docs/product.md#payment): once, before it expires, while the booking is
 * still held. The hold then no longer expires and the owner is told. An
 * unknown token is 404; a used or expired one, or a booking no longer held,
 * 410, both in the same words. A booking paid online meanwhile answers
 * `paid` and uses the link up.
 */
export async function confirmHold(db: Database, token: string): Promise<ConfirmHoldAnswer> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const link = await lockLink(tx, tokenHash);
    if (!link) throw linkInvalid(404);
    if (!link.live) throw linkInvalid(410);
    const kind = link.bookingId ? 'room' : 'car';
    const held = await lockById(tx, kind, (link.bookingId ?? link.carBookingId)!);
    if (!held || held.status !== 'confirmed' || held.due) throw linkInvalid(410);
    const answer = (paymentStatus: ConfirmHoldAnswer['paymentStatus']) => ({
      reference: held.reference,
      email: held.email,
      paymentStatus,
    });
    if (held.paymentStatus === 'paid' || held.paymentStatus === 'pay at hotel') {
      await markLinkUsed(tx, tokenHash);
      return answer(held.paymentStatus);
    }
    if (held.paymentStatus !== 'not paid') throw linkInvalid(410);
    await markPayLater(tx, held, kind === 'room' ? 'at hotel' : 'at pickup');
    await markLinkUsed(tx, tokenHash);
    const rooms = kind === 'room' ? await roomLines(tx, held.id) : [];
    await enqueueMail(tx, [payLaterNotice(held, rooms)]);
    return answer('pay at hotel');
  });
}
