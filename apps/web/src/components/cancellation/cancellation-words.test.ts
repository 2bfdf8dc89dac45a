import { describe, expect, it } from 'vitest';
import {
  cancelledWords,
  closedMoneyWordsOf,
  quoteWords,
  type QuoteContext,
  type QuoteFacts,
} from './cancellation-words';

// Free until 10 Mar 2027, 14:00 in Lagos (13:00 UTC).
const quote: QuoteFacts = {
  free: true,
  freeUntil: '2027-03-10T13:00:00.000Z',
  paidAmount: 96_000,
  chargeAmount: 0,
  keptAmount: 0,
  refundAmount: 96_000,
  cancellable: true,
};
const room: QuoteContext = { kind: 'room', asOwner: false, units: 1, paidOnline: true };

describe('quoteWords', () => {
  it('says a free cancellation gives everything back, and until when on the Lagos clock', () => {
    const words = quoteWords(quote, room);
    expect(words.headline).toBe('Free cancellation — you get ₦96,000 back');
    expect(words.details).toContain(
      'Free cancellation until Wed, 10 Mar 2027, 14:00 (Lagos time).',
    );
    expect(words.details.join(' ')).toContain('Paystack usually takes 3–5 working days');
  });

  it('names the night kept on a late cancellation, and what comes back', () => {
    const late = {
      ...quote,
      free: false,
      chargeAmount: 32_000,
      keptAmount: 32_000,
      refundAmount: 64_000,
    };
    expect(quoteWords(late, room).headline).toBe(
      'Late cancellation — one night, ₦32,000, is kept; you get ₦64,000 back',
    );
    expect(quoteWords(late, { ...room, units: 2 }).headline).toMatch(
      /^Late cancellation — the first night of each room, ₦32,000, is kept/,
    );
    expect(quoteWords(late, room).details).toContain(
      'Free cancellation ended Wed, 10 Mar 2027, 14:00 (Lagos time).',
    );
  });

  it("names the car's rule on a late car cancellation", () => {
    const late = {
      ...quote,
      free: false,
      chargeAmount: 21_000,
      keptAmount: 21_000,
      refundAmount: 63_000,
    };
    expect(quoteWords(late, { ...room, kind: 'car' }).headline).toBe(
      'Late cancellation — the cheaper of one day’s rate and 25\u00a0% of the hire, ₦21,000, is kept; you get ₦63,000 back',
    );
  });

  it('charges nothing when nothing was paid, free or late', () => {
    const unpaid = { ...quote, paidAmount: 0, refundAmount: 0 };
    expect(quoteWords(unpaid, room).headline).toBe('Nothing has been paid, so nothing is charged');
    expect(quoteWords({ ...unpaid, free: false, chargeAmount: 32_000 }, room).headline).toBe(
      'Nothing has been paid, so nothing is charged',
    );
  });

  it('keeps all of a part payment smaller than the charge, and says so', () => {
    const part = {
      ...quote,
      free: false,
      paidAmount: 10_000,
      chargeAmount: 32_000,
      keptAmount: 10_000,
      refundAmount: 0,
    };
    expect(quoteWords(part, room).headline).toBe(
      'Late cancellation — one night (₦32,000) is charged, so the ₦10,000 you paid is kept; nothing comes back',
    );
  });

  it('tells an owner the guest gets everything back, and how', () => {
    const owner = { ...room, asOwner: true, paidOnline: false };
    const words = quoteWords({ ...quote, free: false }, owner);
    expect(words.headline).toBe('The guest gets a full refund: ₦96,000');
    expect(words.details.join(' ')).toContain('please return it to the guest');
  });

  it('says when it is too late', () => {
    expect(quoteWords({ ...quote, cancellable: false }, room).headline).toBe(
      'This booking can no longer be cancelled',
    );
  });
});

describe('cancelledWords', () => {
  const cancellation = {
    keptAmount: 32_000,
    refundAmount: 64_000,
    cancelledBy: 'guest' as const,
    reason: null,
    cancelledAt: '2027-03-11T09:30:00.000Z',
  };
  const where = { kind: 'room' as const, owner: 'Palm Court' };

  it('shows what was kept, the refund and where it stands', () => {
    const pending = cancelledWords(
      { cancellation, refundStatus: 'pending', refundAmount: 64_000 },
      where,
    );
    expect(pending).toMatchObject({
      byWhom: 'You cancelled this booking on Thu, 11 Mar 2027, 10:30 (Lagos time).',
      money: { kept: '₦32,000', refund: '₦64,000' },
      refund: 'Refund pending — Paystack usually takes 3–5 working days',
    });
    const done = cancelledWords(
      { cancellation, refundStatus: 'refunded', refundAmount: 64_000 },
      where,
    );
    expect(done.refund).toBe('Refunded ₦64,000');
  });

  it('names the owner and gives their reason when the owner cancelled', () => {
    const byOwner = { ...cancellation, cancelledBy: 'owner' as const, reason: 'A burst pipe' };
    const words = cancelledWords(
      { cancellation: byOwner, refundStatus: null, refundAmount: null },
      where,
    );
    expect(words.byWhom).toMatch(/^Palm Court cancelled this booking on /);
    expect(words.reason).toBe('A burst pipe');
    expect(words.refund).toBe('The hotel returns ₦64,000 to you, in cash or by transfer.');
  });

  it('says nothing was paid when nothing was', () => {
    const nothing = { ...cancellation, keptAmount: 0, refundAmount: 0 };
    const words = cancelledWords(
      { cancellation: nothing, refundStatus: null, refundAmount: null },
      where,
    );
    expect(words.money).toBeNull();
    expect(words.refund).toBe('Nothing was paid, so nothing is kept or refunded.');
  });
});

describe('closedMoneyWordsOf', () => {
  const guest = { kind: 'room' as const, reader: 'guest' as const };
  const noShow = { keptAmount: 40_000, refundAmount: 80_000 };

  it('says nothing of a booking that has not ended', () => {
    expect(
      closedMoneyWordsOf(
        { cancellation: null, noShow: null, refundStatus: null, refundAmount: null },
        guest,
      ),
    ).toBeNull();
  });

  it("tells a no-show's money as a cancellation's, the refund pending then refunded", () => {
    const facts = {
      cancellation: null,
      noShow,
      refundStatus: 'pending' as const,
      refundAmount: 80_000,
    };
    expect(closedMoneyWordsOf(facts, guest)).toEqual({
      money: { kept: '₦40,000', refund: '₦80,000' },
      refund: 'Refund pending — Paystack usually takes 3–5 working days',
    });
    expect(closedMoneyWordsOf({ ...facts, refundStatus: 'refunded' }, guest)!.refund).toBe(
      'Refunded ₦80,000',
    );
  });

  it('asks the owner to hand back money paid in cash, and tells the guest it comes back', () => {
    const cash = { cancellation: noShow, refundStatus: null, refundAmount: null };
    expect(closedMoneyWordsOf(cash, { ...guest, reader: 'owner' })!.refund).toBe(
      'Please return ₦80,000 to the guest, in cash or by transfer.',
    );
    expect(closedMoneyWordsOf(cash, { kind: 'car', reader: 'guest' })!.refund).toBe(
      'The car’s owner returns ₦80,000 to you, in cash or by transfer.',
    );
  });
});
