import type { TPaymentFacts } from '@waka/shared/payments/payments';
import { PAYMENT_STATUS_WORDS } from '@waka/shared/payments/payment-words';
import { formatNaira } from '@waka/shared/money';
import { KIND_WORDS } from '@/lib/payments/payment-kind-words';
import { lagosClock, lagosDayAndTime } from '@/lib/payments/payment-clock';
import type { BookingKind } from '@waka/shared/booking-kind';

/**
 * Where the money stands, as the payment panel tells it:
 * - `held`: unpaid, the hold running; pay online or choose to pay later;
 * - `link sent`: pay later chosen, waiting for the emailed link;
 * - `hold ended`: the hold's time is up and the server has not released it yet;
 * - `unpaid`: unpaid with no expiry (made before holds expired);
 * - `pay later`, `awaiting`, `paid`, `expired`: the payment states of the same names.
 */
export type PanelState =
  'held' | 'link sent' | 'hold ended' | 'unpaid' | 'pay later' | 'awaiting' | 'paid' | 'expired';

export type PanelFacts = Pick<
  TPaymentFacts,
  'paymentStatus' | 'paymentMethod' | 'paymentReference' | 'paidAt' | 'holdExpiresAt'
>;

export function panelState(
  facts: PanelFacts,
  { holdRunning, linkJustSent }: { holdRunning: boolean; linkJustSent: boolean },
): PanelState {
  switch (facts.paymentStatus) {
    case 'paid':
      return 'paid';
    case 'awaiting confirmation':
      return 'awaiting';
    case 'pay at hotel':
      return 'pay later';
    case 'expired':
      return 'expired';
    case 'not paid': {
      if (!facts.holdExpiresAt) return 'unpaid';
      if (!holdRunning) return 'hold ended';
      const choseLater = facts.paymentMethod === 'at hotel' || facts.paymentMethod === 'at pickup';
      return choseLater || linkJustSent ? 'link sent' : 'held';
    }
  }
}

export type PanelTone = 'brand' | 'green' | 'amber' | 'sky' | 'slate';

type WordsContext = {
  kind: BookingKind;
  facts: PanelFacts;
  email: string;
  amount?: number;
  minutesLeft: number;
};

const minutes = (n: number) => (n === 1 ? '1 minute' : `${n} minutes`);

/** 'We’re holding your rooms until 14:35': the receipt's headline for a running hold. */
const holdingUntil = (kind: BookingKind, until: string) =>
  `We’re holding ${KIND_WORDS[kind].held} until ${until}`;
const holdRanOut = (until: string) => `Your hold ran out at ${until}`;

/**
 * A list row's line for a hold awaiting payment: until when it is held, on
 * the Lagos clock, in the receipt's words to the guest and plainly to the
 * owner; that it ran out, once it has and the server has not yet released
 * it. Null for anything else.
 */
export function holdWords(
  facts: Pick<TPaymentFacts, 'paymentStatus' | 'holdExpiresAt'>,
  { kind, reader, running }: { kind: BookingKind; reader: 'guest' | 'owner'; running: boolean },
): string | null {
  if (facts.paymentStatus !== 'not paid' || !facts.holdExpiresAt) return null;
  const until = lagosClock(facts.holdExpiresAt);
  if (reader === 'owner')
    return running ? `Held until ${until} (Lagos time)` : `The hold ran out at ${until}`;
  return running ? `${holdingUntil(kind, until)} (Lagos time)` : holdRanOut(until);
}

/** The headline and the sentence under it, for each state. */
export function panelWords(
  state: PanelState,
  { kind, facts, email, amount, minutesLeft }: WordsContext,
): { headline: string; detail: string; tone: PanelTone } {
  const words = KIND_WORDS[kind];
  const sum = amount === undefined ? 'the total' : formatNaira(amount);
  const until = facts.holdExpiresAt ? lagosClock(facts.holdExpiresAt) : '';
  const Payee = words.payee.charAt(0).toUpperCase() + words.payee.slice(1);
  switch (state) {
    case 'held':
      return {
        tone: 'brand',
        headline: holdingUntil(kind, until),
        detail: `Lagos time, ${minutes(minutesLeft)} from now. Pay ${sum} online now, or choose to pay ${words.where}. Unpaid after ${until}, ${words.releases}.`,
      };
    case 'link sent':
      return {
        tone: 'sky',
        headline: 'Check your email',
        detail: `Confirm within ${minutes(minutesLeft)} with the link we sent to ${email}. We hold ${words.held} until ${until} (Lagos time) while you do.`,
      };
    case 'hold ended':
      return {
        tone: 'slate',
        headline: holdRanOut(until),
        detail: 'Checking whether a payment arrived in time…',
      };
    case 'unpaid':
      return {
        tone: 'brand',
        headline: 'Not paid yet',
        detail: `Pay ${sum} online now, or pay ${words.where} ${words.when}.`,
      };
    case 'pay later':
      return {
        tone: 'sky',
        headline: words.payLaterDue,
        detail: `Pay ${sum} ${words.when}, in cash or by transfer to ${words.payee}. ${Payee} marks the booking paid then.`,
      };
    case 'awaiting':
      return {
        tone: 'amber',
        headline: `${Payee} is confirming your transfer`,
        detail: `You told us you paid ${sum} by bank transfer. It shows as paid once ${words.payee} sees the money arrive.`,
      };
    case 'paid':
      return {
        tone: 'green',
        headline: paidHeadline(kind, facts),
        detail: paidDetail(kind, facts),
      };
    case 'expired':
      return {
        tone: 'slate',
        headline: `${PAYMENT_STATUS_WORDS.expired}: ${words.released}`,
        detail: `The hold ran out before it was paid, so ${words.backOnSale}.`,
      };
  }
}

/** Online through Paystack, or else confirmed by the owner: a transfer the guest told us of, or money at the hotel (or pickup). */
function paidHeadline(kind: BookingKind, facts: PanelFacts): string {
  if (facts.paymentMethod === 'online' || facts.paymentReference) return 'Paid online';
  if (facts.paymentMethod === 'transfer') return 'Paid by transfer';
  return KIND_WORDS[kind].paidLater;
}

function paidDetail(kind: BookingKind, facts: PanelFacts): string {
  const when = facts.paidAt ? lagosDayAndTime(facts.paidAt) : null;
  if (facts.paymentReference) {
    return [`Paystack ref ${facts.paymentReference}`, when].filter(Boolean).join(' · ');
  }
  const by = `Confirmed by ${KIND_WORDS[kind].payee}`;
  return when ? `${by} · ${when}` : by;
}

/** A refund's words, when there is one. */
export function refundWords(facts: Pick<TPaymentFacts, 'refundStatus' | 'refundAmount'>) {
  if (!facts.refundStatus) return null;
  const sum = facts.refundAmount === null ? 'Your payment' : formatNaira(facts.refundAmount);
  return facts.refundStatus === 'refunded'
    ? `Refunded: ${sum} went back to the card or account you paid with.`
    : `Refund pending: ${sum} is on its way back to the card or account you paid with.`;
}
