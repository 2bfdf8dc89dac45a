import type { Database } from '../../db/database';
import { GUEST_CONFIRMATION_KINDS } from '../../db/schema/mail-outbox';
import {
  isConfirmedAddress,
  linksSentToSince,
  lockAddressAllowance,
  mailSentToSince,
} from './mail-allowance-repository';
import type { OutgoingMail } from './mail-outbox-repository';

/**
 * Whoever books may give any email address, so Waka writes at most this many
 * booking confirmations in 24 hours to an address no account has confirmed
 * (docs/decisions/0016). The booking itself, and the owner's notice, go ahead.
 * The links that confirm paying at the hotel (or at pickup) go to the same
 * typed address and count in the same five.
 */
export const CONFIRMATIONS_A_DAY_TO_UNCONFIRMED = 5;

/** Where a withheld confirmation is told: the kind only, never the address. */
export type AllowanceLog = {
  info: (facts: { kind: string; allowance: number }, message: string) => void;
};

const isGuestConfirmation = (mail: OutgoingMail) =>
  (GUEST_CONFIRMATION_KINDS as readonly string[]).includes(mail.kind);

/**
 * The mails a booking may queue: all of them, but a guest confirmation only
 * while its address is confirmed or under the day's allowance. Call it in the
 * booking's transaction, just before queueing: it holds the address's lock
 * until that transaction ends, so two processes count one after the other.
 */
export async function withinMailAllowance(
  tx: Database,
  mails: OutgoingMail[],
  log?: AllowanceLog,
): Promise<OutgoingMail[]> {
  const allowed: OutgoingMail[] = [];
  for (const mail of mails) {
    if (!isGuestConfirmation(mail) || (await mayConfirmTo(tx, mail.to))) {
      allowed.push(mail);
      continue;
    }
    log?.info(
      { kind: mail.kind, allowance: CONFIRMATIONS_A_DAY_TO_UNCONFIRMED },
      'booking confirmation not queued: its unconfirmed address has had the day’s allowance',
    );
  }
  return allowed;
}

/**
 * Whether Waka may write one more booking confirmation or pay-later link to
 * the address today. Call it in the transaction that queues the mail (and, for
 * a link, writes its row): it holds the address's lock until that ends.
 */
export async function mayConfirmTo(tx: Database, address: string): Promise<boolean> {
  if (await isConfirmedAddress(tx, address)) return true;
  await lockAddressAllowance(tx, address);
  const sent =
    (await mailSentToSince(tx, address, GUEST_CONFIRMATION_KINDS)) +
    (await linksSentToSince(tx, address));
  return sent < CONFIRMATIONS_A_DAY_TO_UNCONFIRMED;
}
