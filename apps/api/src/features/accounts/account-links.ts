import { APIError } from 'better-auth/api';
import {
  ACCOUNT_LINK_MAILS_A_DAY,
  ACCOUNT_LINK_MESSAGES,
} from '@waka/shared/accounts/account-link-words';
import type { Database } from '../../db/database';
import type { MailDrainer } from '../../lib/mail/mail-drainer';
import { lockAddressAllowance, mailSentToSince } from '../../lib/mail/mail-allowance-repository';
import { enqueueMail, type OutgoingMail } from '../../lib/mail/mail-outbox-repository';
import { passwordResetEmail, verificationEmail } from './account-emails';
import type { AccountHolder, AuthOptions } from './create-auth';
import { onVerifyingEmail } from './verify-email';

type LinkDeps = { db: Database; mailer: MailDrainer; publicUrl: string };

/**
 * Queues one account link's mail in the outbox, unless its address has had
 * its day's allowance of that kind (docs/product.md#writing-to-people);
 * answers whether it did. Counted from the outbox and queued in one
 * transaction, under the address's allowance lock (the one booking
 * confirmations are counted under), so two processes cannot both send the sixth.
 */
async function queueAccountLink(deps: LinkDeps, mail: OutgoingMail): Promise<boolean> {
  const queued = await deps.db.transaction(async (tx) => {
    await lockAddressAllowance(tx, mail.to);
    if ((await mailSentToSince(tx, mail.to, [mail.kind])) >= ACCOUNT_LINK_MAILS_A_DAY) return false;
    await enqueueMail(tx, [mail]);
    return true;
  });
  if (queued) deps.mailer.kick();
  return queued;
}

/** What createAuth calls to mail the account links and to verify an address (docs/decisions/0025). */
export function accountLinks(
  deps: LinkDeps,
): Pick<AuthOptions, 'sendPasswordResetLink' | 'sendVerificationLink' | 'onEmailVerifying'> {
  return {
    // Over the allowance nothing is sent, and the answer stays the one every address gets.
    sendPasswordResetLink: async (holder: AccountHolder, token: string) => {
      await queueAccountLink(deps, passwordResetEmail(holder, token, deps.publicUrl));
    },
    // Only the signed-in holder asks again (the route says so), so saying "too many" tells nobody else anything.
    sendVerificationLink: async (holder: AccountHolder, token: string) => {
      if (!(await queueAccountLink(deps, verificationEmail(holder, token, deps.publicUrl))))
        throw new APIError('TOO_MANY_REQUESTS', { message: ACCOUNT_LINK_MESSAGES.tooManyLinks });
    },
    onEmailVerifying: (account) => onVerifyingEmail(deps.db, account),
  };
}
