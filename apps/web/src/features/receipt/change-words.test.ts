import { describe, expect, it } from 'vitest';
import { amountToPay, changedWords, changeQuoteWords, type ChangeFacts } from './change-words';

const paidOnline: ChangeFacts = {
  previousTotal: 50_000,
  newTotal: 75_000,
  paidAmount: 50_000,
  paidOnline: true,
};

describe('changeQuoteWords', () => {
  it('names the new total and what more to pay, and that the rest is paid online or at the hotel', () => {
    const words = changeQuoteWords(paidOnline);
    expect(words.tone).toBe('more');
    expect(words.headline).toBe('New total ₦75,000; you pay ₦25,000 more');
    expect(words.details).toEqual([
      'Before the change: ₦50,000.',
      'You have paid ₦50,000; pay the other ₦25,000 online or at the hotel.',
    ]);
  });

  it('says what comes back of a paid stay made cheaper, and how', () => {
    // Paid only part of the old total: what comes back is what was paid beyond the new one.
    const part = changeQuoteWords({ ...paidOnline, previousTotal: 75_000, newTotal: 25_000 });
    expect(part.headline).toBe('New total ₦25,000; ₦25,000 comes back to you');
    const paidInFull = { ...paidOnline, previousTotal: 75_000, paidAmount: 75_000 };
    const cheaper = changeQuoteWords({ ...paidInFull, newTotal: 25_000 });
    expect(cheaper.tone).toBe('less');
    expect(cheaper.headline).toBe('New total ₦25,000; ₦50,000 comes back to you');
    expect(cheaper.details.join(' ')).toContain('Paystack usually takes 3–5 working days');
    const byHand = changeQuoteWords({ ...paidInFull, newTotal: 25_000, paidOnline: false });
    expect(byHand.details).toContain('The hotel returns it to you, in cash or by transfer.');
  });

  it('says "less to pay" when nothing was paid, and "same price" when the total stays', () => {
    const unpaid = { ...paidOnline, paidAmount: 0, paidOnline: false };
    expect(changeQuoteWords({ ...unpaid, newTotal: 25_000 }).headline).toBe(
      'New total ₦25,000; ₦25,000 less to pay',
    );
    expect(changeQuoteWords({ ...unpaid, newTotal: 75_000 }).details).toEqual([
      'Before the change: ₦50,000.',
    ]);
    const same = changeQuoteWords({ ...paidOnline, newTotal: 50_000 });
    expect(same).toMatchObject({ tone: 'same', headline: 'New total ₦50,000; same price' });
  });

  it('counts in kobo: a difference of kobo is neither lost nor invented', () => {
    const words = changeQuoteWords({
      previousTotal: 0.3,
      newTotal: 0.1 + 0.2,
      paidAmount: 0,
      paidOnline: false,
    });
    expect(words.tone).toBe('same');
  });
});

describe('changedWords', () => {
  const answer = {
    previousTotal: 50_000,
    priceDifference: 25_000,
    refundAmount: 0,
    amountOwed: 25_000,
    booking: { totalAmount: 75_000 },
  };

  it('says what the change cost and what is still to pay', () => {
    expect(changedWords(answer, true)).toEqual({
      tone: 'more',
      headline: 'Dates changed: the new stay costs ₦25,000 more',
      details: [
        'New total ₦75,000, was ₦50,000.',
        'Still to pay: ₦25,000, online below or at the hotel.',
      ],
    });
  });

  it('says what comes back after a cheaper change, and how', () => {
    const cheaper = {
      previousTotal: 75_000,
      priceDifference: -50_000,
      refundAmount: 50_000,
      amountOwed: 0,
      booking: { totalAmount: 25_000 },
    };
    const words = changedWords(cheaper, true);
    expect(words.headline).toBe('Dates changed: the new stay costs ₦50,000 less');
    expect(words.details).toEqual([
      'New total ₦25,000, was ₦75,000.',
      '₦50,000 comes back to you. It goes back to the card or account you paid with; Paystack usually takes 3–5 working days.',
    ]);
    expect(changedWords({ ...answer, priceDifference: 0 }, false).headline).toBe(
      'Dates changed: same price',
    );
  });
});

describe('amountToPay', () => {
  it('asks the whole total of an unpaid stay, and only the rest once part is paid', () => {
    expect(amountToPay(75_000, 0)).toBe(75_000);
    expect(amountToPay(75_000, undefined)).toBe(75_000);
    expect(amountToPay(75_000, 50_000)).toBe(25_000);
    expect(amountToPay(75_000.3, 0.1)).toBe(75_000.2);
  });
});
