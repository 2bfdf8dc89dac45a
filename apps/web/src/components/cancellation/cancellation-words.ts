import type { TCancellationFacts } from '@waka/shared/cancellation/cancellation';
import { CAR_LATE_CHARGE_WORDS } from '@waka/shared/cancellation/cancellation-words';
import { lagosWallClock } from '@waka/shared/dates';
import { formatNaira, formatWholeNaira } from '@waka/shared/money';
import type { TPaymentFacts } from '@waka/shared/payments/payments';
import { calendarDayText } from '@/lib/calendar-day';
import type { BookingKind } from '@waka/shared/booking-kind';

/*
 * What cancelling means, in naira and plain words (docs/product.md#cancellation):
 * the dialog's sentences before the guest (or the owner) confirms, and the
 * receipt's once it is done. Zod-free: the types only.
 */

/** ₦96,000 when whole, ₦96,000.50 when there are kobo: the guest reads a sum, not a format. */
export const sum = (naira: number) =>
  Number.isInteger(naira) ? formatWholeNaira(naira) : formatNaira(naira);

/** An instant on the Lagos clock, 'Wed, 10 Mar 2027, 14:00' (no Intl: calendar-day.ts says why). */
export function lagosDeadline(instant: string): string {
  const { date, time } = lagosWallClock(new Date(instant));
  return `${calendarDayText(date)}, ${time}`;
}

/** What the quote says, as GET …/cancellation-quote answers it. */
export type QuoteFacts = {
  free: boolean;
  freeUntil: string;
  paidAmount: number;
  chargeAmount: number;
  keptAmount: number;
  refundAmount: number;
  cancellable: boolean;
};

export type QuoteContext = {
  kind: BookingKind;
  /** The hotel's or car's owner cancels: everything paid goes back, whatever the policy. */
  asOwner: boolean;
  /** Room units booked: a single unit's first night reads "one night". */
  units: number;
  /** Paid online: a refund goes back through Paystack, else the owner hands it back. */
  paidOnline: boolean;
};

/** Money in plain words, headline first; the tone colours the box that shows them. */
export type MoneyWords<Tone extends string> = { tone: Tone; headline: string; details: string[] };

export type QuoteWords = MoneyWords<'free' | 'late' | 'closed'>;

const NOT_CANCELLABLE = 'This booking can no longer be cancelled';
const PAYSTACK_DAYS = 'Paystack usually takes 3–5 working days';

/** Who hands back money paid in cash or by transfer. */
const returner = (kind: BookingKind) => (kind === 'car' ? 'The car’s owner' : 'The hotel');

/** What a late cancellation keeps, named: "one night", or the car's rule. */
function lateCharge(kind: BookingKind, units: number): string {
  if (kind === 'car') return CAR_LATE_CHARGE_WORDS;
  return units === 1 ? 'one night' : 'the first night of each room';
}

/** How the money comes back, when some does: through Paystack, or from the owner by hand. */
export function wayBack(ctx: Pick<QuoteContext, 'kind' | 'paidOnline'>, refund: number) {
  if (refund <= 0) return null;
  if (ctx.paidOnline) return `It goes back to the card or account you paid with; ${PAYSTACK_DAYS}.`;
  return `${returner(ctx.kind)} returns it to you, in cash or by transfer.`;
}

/**
 * The dialog's words for a guest or customer: what cancelling now keeps and
 * gives back, and the free-cancellation deadline on the Lagos clock.
 */
export function quoteWords(quote: QuoteFacts, ctx: QuoteContext): QuoteWords {
  if (ctx.asOwner) return ownerQuoteWords(quote, ctx);
  const deadline = lagosDeadline(quote.freeUntil);
  const when = quote.free
    ? `Free cancellation until ${deadline} (Lagos time).`
    : `Free cancellation ended ${deadline} (Lagos time).`;
  if (!quote.cancellable) {
    const past = ctx.kind === 'car' ? 'Pickup time has passed.' : 'Check-in has passed.';
    return {
      tone: 'closed',
      headline: NOT_CANCELLABLE,
      details: [`${past} Contact ${returner(ctx.kind).toLowerCase()} for help.`],
    };
  }
  if (quote.paidAmount <= 0) {
    return {
      tone: quote.free ? 'free' : 'late',
      headline: 'Nothing has been paid, so nothing is charged',
      details: [when],
    };
  }
  const back = wayBack(ctx, quote.refundAmount);
  if (quote.free) {
    return {
      tone: 'free',
      headline: `Free cancellation — you get ${sum(quote.refundAmount)} back`,
      details: [when, ...(back ? [back] : [])],
    };
  }
  const charge = lateCharge(ctx.kind, ctx.units);
  const refund =
    quote.refundAmount > 0 ? `you get ${sum(quote.refundAmount)} back` : 'nothing comes back';
  // Paid less than the charge: everything paid is kept, and the words say so.
  const kept =
    quote.keptAmount < quote.chargeAmount
      ? `${charge} (${sum(quote.chargeAmount)}) is charged, so the ${sum(quote.keptAmount)} you paid is kept`
      : `${charge}, ${sum(quote.keptAmount)}, is kept`;
  return {
    tone: 'late',
    headline: `Late cancellation — ${kept}; ${refund}`,
    details: [`You paid ${sum(quote.paidAmount)}.`, when, ...(back ? [back] : [])],
  };
}

/** The owner's words: the guest gets back everything paid. */
function ownerQuoteWords(quote: QuoteFacts, ctx: QuoteContext): QuoteWords {
  if (!quote.cancellable) {
    const past = ctx.kind === 'car' ? 'The hire has ended.' : 'The stay has ended.';
    return { tone: 'closed', headline: NOT_CANCELLABLE, details: [past] };
  }
  if (quote.paidAmount <= 0) {
    return {
      tone: 'free',
      headline: 'Nothing has been paid, so nothing is refunded',
      details: ['The guest is told by email, with your reason.'],
    };
  }
  return {
    tone: 'free',
    headline: `The guest gets a full refund: ${sum(quote.paidAmount)}`,
    details: [
      'When you cancel, everything the guest paid goes back, whatever the policy.',
      ctx.paidOnline
        ? `Waka refunds it through Paystack to the card or account they paid with.`
        : 'It was paid in cash or by transfer: please return it to the guest.',
    ],
  };
}

export type CancelledFacts = {
  cancellation: TCancellationFacts;
  refundStatus: TPaymentFacts['refundStatus'];
  refundAmount: TPaymentFacts['refundAmount'];
};

export type CancelledWords = {
  /** Who cancelled and when; the owner's reason apart. */
  byWhom: string;
  reason: string | null;
  /** Kept and refunded, or null when nothing was paid. */
  money: { kept: string; refund: string } | null;
  /** Where the refund stands, or how it comes back; null when nothing does. */
  refund: string | null;
};

/**
 * The receipt's words once cancelled: who cancelled and why, what was kept,
 * what comes back and where that refund stands.
 * `owner` names who cancelled on the owner's side: the hotel, or the car's owner.
 */
export function cancelledWords(
  facts: CancelledFacts,
  { kind, owner }: { kind: BookingKind; owner: string },
): CancelledWords {
  const { cancellation } = facts;
  const what = kind === 'car' ? 'car hire' : 'booking';
  const on = `on ${lagosDeadline(cancellation.cancelledAt)} (Lagos time)`;
  const byWhom =
    cancellation.cancelledBy === 'owner'
      ? `${owner} cancelled this ${what} ${on}.`
      : `You cancelled this ${what} ${on}.`;
  return {
    byWhom,
    reason: cancellation.reason,
    ...closedMoneyWords(cancellation, facts, { kind, reader: 'guest' }),
  };
}

/** What a cancellation or a no-show kept and gives back, naira. */
export type ClosedMoney = { keptAmount: number; refundAmount: number };

/** A listed booking's money once it has ended: cancelled, or the guest never came. */
export type ClosedFacts = Pick<TPaymentFacts, 'refundStatus' | 'refundAmount'> & {
  cancellation: ClosedMoney | null;
  noShow?: ClosedMoney | null;
};

/**
 * Kept and refunded, and where the refund stands ("Refund pending", then
 * "Refunded ₦…"), in the receipt's words. `reader` is who reads a refund
 * paid in cash or by transfer: the guest is told the money comes back, the
 * owner to hand it back.
 */
export function closedMoneyWords(
  { keptAmount, refundAmount }: ClosedMoney,
  progress: Pick<TPaymentFacts, 'refundStatus' | 'refundAmount'>,
  { kind, reader }: { kind: BookingKind; reader: 'guest' | 'owner' },
): Pick<CancelledWords, 'money' | 'refund'> {
  const nothingPaid = keptAmount <= 0 && refundAmount <= 0;
  const money = nothingPaid
    ? null
    : { kept: sum(keptAmount), refund: refundAmount > 0 ? sum(refundAmount) : 'Nothing' };
  let refund: string | null = null;
  if (nothingPaid) refund = 'Nothing was paid, so nothing is kept or refunded.';
  else if (progress.refundStatus === 'refunded')
    refund = `Refunded ${sum(progress.refundAmount ?? refundAmount)}`;
  else if (progress.refundStatus === 'pending') refund = `Refund pending — ${PAYSTACK_DAYS}`;
  else if (refundAmount > 0)
    refund =
      reader === 'owner'
        ? `Please return ${sum(refundAmount)} to the guest, in cash or by transfer.`
        : `${returner(kind)} returns ${sum(refundAmount)} to you, in cash or by transfer.`;
  return { money, refund };
}

/** The money of a listed booking that ended, or null while it has not. */
export function closedMoneyWordsOf(
  facts: ClosedFacts,
  where: { kind: BookingKind; reader: 'guest' | 'owner' },
): Pick<CancelledWords, 'money' | 'refund'> | null {
  const closed = facts.cancellation ?? facts.noShow ?? null;
  return closed ? closedMoneyWords(closed, facts, where) : null;
}
