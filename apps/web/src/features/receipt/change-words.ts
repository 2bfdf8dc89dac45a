import { koboToNaira, nairaToKobo } from '@waka/shared/money';
import { sum, wayBack, type MoneyWords } from '@/components/cancellation/cancellation-words';

/*
 * What changing a stay's dates means for the money, in naira and plain words
 * (docs/product.md#cancellation, docs/decisions/0023-cancellation-and-changes.md):
 * the dialog's before the guest confirms, and the receipt's once it is done.
 * The rule is the server's: what was paid beyond the new total comes back
 * (online payments through Paystack, the rest from the hotel); what the new
 * total asks beyond what was paid is owed, online or at the hotel.
 */

export type ChangeFacts = {
  previousTotal: number;
  newTotal: number;
  /** Naira confirmed paid so far (the cancellation quote's paidAmount). */
  paidAmount: number;
  /** Paid online: a refund goes back through Paystack, else the hotel hands it back. */
  paidOnline: boolean;
};

export type ChangeWords = MoneyWords<'more' | 'less' | 'same'>;

/** Worked in kobo, so ₦0.10 + ₦0.20 is never ₦0.30000000000000004. */
function money({ previousTotal, newTotal, paidAmount }: ChangeFacts) {
  const [before, after, paid] = [previousTotal, newTotal, paidAmount].map(nairaToKobo) as [
    number,
    number,
    number,
  ];
  return {
    difference: koboToNaira(after - before),
    refund: koboToNaira(Math.max(0, paid - after)),
    owed: paid > 0 ? koboToNaira(Math.max(0, after - paid)) : 0,
  };
}

const toneOf = (difference: number): ChangeWords['tone'] =>
  difference > 0 ? 'more' : difference < 0 ? 'less' : 'same';

/** Before confirming: the new total, the difference, and where that money goes. */
export function changeQuoteWords(facts: ChangeFacts): ChangeWords {
  const { difference, refund, owed } = money(facts);
  const total = `New total ${sum(facts.newTotal)}`;
  let headline: string;
  if (difference > 0) headline = `${total}; you pay ${sum(difference)} more`;
  else if (difference === 0) headline = `${total}; same price`;
  else if (refund > 0) headline = `${total}; ${sum(refund)} comes back to you`;
  else headline = `${total}; ${sum(-difference)} less to pay`;
  const back = wayBack({ kind: 'room', paidOnline: facts.paidOnline }, refund);
  const details = [`Before the change: ${sum(facts.previousTotal)}.`];
  if (back) details.push(back);
  if (owed > 0)
    details.push(
      `You have paid ${sum(facts.paidAmount)}; pay the other ${sum(owed)} online or at the hotel.`,
    );
  return { tone: toneOf(difference), headline, details };
}

/** What the server answered a change, in naira. */
export type ChangeAnswer = {
  previousTotal: number;
  priceDifference: number;
  refundAmount: number;
  amountOwed: number;
  booking: { totalAmount: number };
};

/** After the change, on the receipt: what it cost, and the refund or the amount still owed. */
export function changedWords(answer: ChangeAnswer, paidOnline: boolean): ChangeWords {
  const { priceDifference: difference, refundAmount, amountOwed } = answer;
  const total = sum(answer.booking.totalAmount);
  let headline: string;
  if (difference > 0) headline = `Dates changed: the new stay costs ${sum(difference)} more`;
  else if (difference < 0) headline = `Dates changed: the new stay costs ${sum(-difference)} less`;
  else headline = 'Dates changed: same price';
  const details = [`New total ${total}, was ${sum(answer.previousTotal)}.`];
  const back = wayBack({ kind: 'room', paidOnline }, refundAmount);
  if (back) details.push(`${sum(refundAmount)} comes back to you. ${back}`);
  if (amountOwed > 0)
    details.push(`Still to pay: ${sum(amountOwed)}, online below or at the hotel.`);
  return { tone: toneOf(difference), headline, details };
}

/**
 * What the receipt asks the guest to pay: the total, less what is paid once
 * part of it is (a dearer change of a paid stay leaves only the difference owed).
 */
export function amountToPay(total: number, paidAmount: number | undefined): number {
  if (!paidAmount || paidAmount <= 0) return total;
  return koboToNaira(Math.max(0, nairaToKobo(total) - nairaToKobo(paidAmount)));
}
