import { describe, expect, it } from 'vitest';
import {
  holdWords,
  panelState,
  panelWords,
  refundWords,
  type PanelFacts,
} from './payment-panel-words';

const facts = (over: Partial<PanelFacts> = {}): PanelFacts => ({
  paymentStatus: 'not paid',
  paymentMethod: null,
  paymentReference: null,
  paidAt: null,
  // 14:35 in Lagos (UTC+1).
  holdExpiresAt: '2027-03-01T13:35:00.000Z',
  ...over,
});
const running = { holdRunning: true, linkJustSent: false };
const words = (f: PanelFacts, kind: 'room' | 'car' = 'room', minutesLeft = 25) =>
  panelWords(panelState(f, running), {
    kind,
    facts: f,
    email: 'ada@example.ng',
    amount: 45_000,
    minutesLeft,
  });

describe('panelState', () => {
  it('reads an unpaid booking by its hold: running, ended, or none at all', () => {
    expect(panelState(facts(), running)).toBe('held');
    expect(panelState(facts(), { holdRunning: false, linkJustSent: false })).toBe('hold ended');
    expect(panelState(facts({ holdExpiresAt: null }), running)).toBe('unpaid');
  });

  it('waits for the emailed link once paying later was chosen, from the server or just now', () => {
    expect(panelState(facts({ paymentMethod: 'at hotel' }), running)).toBe('link sent');
    expect(panelState(facts({ paymentMethod: 'at pickup' }), running)).toBe('link sent');
    expect(panelState(facts(), { holdRunning: true, linkJustSent: true })).toBe('link sent');
  });

  it('follows the server for every other state', () => {
    expect(panelState(facts({ paymentStatus: 'paid' }), running)).toBe('paid');
    expect(panelState(facts({ paymentStatus: 'pay at hotel' }), running)).toBe('pay later');
    expect(panelState(facts({ paymentStatus: 'awaiting confirmation' }), running)).toBe('awaiting');
    expect(panelState(facts({ paymentStatus: 'expired' }), running)).toBe('expired');
  });
});

describe('panelWords', () => {
  it('says until when the rooms are held, on the Lagos clock', () => {
    const { headline, detail } = words(facts());
    expect(headline).toBe('We’re holding your rooms until 14:35');
    expect(detail).toContain('25 minutes from now');
    expect(detail).toContain('₦45,000.00');
  });

  it('says the car for a car hire, and pickup for paying later', () => {
    expect(words(facts(), 'car').headline).toBe('We’re holding the car until 14:35');
    expect(words(facts({ paymentStatus: 'pay at hotel' }), 'car').headline).toBe('Pay at pickup');
    expect(words(facts({ paymentStatus: 'pay at hotel' })).headline).toBe(
      'Pay at the hotel on arrival',
    );
  });

  it('tells a guest who chose to pay later where the link went and how long it lasts', () => {
    const { headline, detail } = words(facts({ paymentMethod: 'at hotel' }), 'room', 30);
    expect(headline).toBe('Check your email');
    expect(detail).toContain('Confirm within 30 minutes with the link we sent to ada@example.ng');
  });

  it('names Paystack’s reference and the time when paid online', () => {
    const paid = facts({
      paymentStatus: 'paid',
      paymentMethod: 'online',
      paymentReference: 'WP-ABCDEF123456',
      paidAt: '2027-03-01T13:02:00.000Z',
    });
    expect(words(paid)).toMatchObject({
      headline: 'Paid online',
      detail: 'Paystack ref WP-ABCDEF123456 · 1 Mar 2027, 14:02',
    });
  });

  it('says paid at the hotel (or at pickup) when the owner confirmed the money, chosen or not', () => {
    const paid = facts({ paymentStatus: 'paid', paymentMethod: 'at hotel', paidAt: null });
    expect(words(paid)).toMatchObject({
      headline: 'Paid at the hotel',
      detail: 'Confirmed by the hotel',
    });
    const unchosen = facts({ paymentStatus: 'paid', paymentMethod: null, paidAt: null });
    expect(words(unchosen).headline).toBe('Paid at the hotel');
    expect(words(unchosen, 'car')).toMatchObject({
      headline: 'Paid at pickup',
      detail: 'Confirmed by the car’s owner',
    });
    expect(words(facts({ paymentStatus: 'paid', paymentMethod: 'transfer' })).headline).toBe(
      'Paid by transfer',
    );
  });

  it('says an expired hold released the rooms', () => {
    expect(words(facts({ paymentStatus: 'expired' })).headline).toBe(
      'Expired — not paid: the rooms were released',
    );
  });
});

describe('refundWords', () => {
  it('says nothing without a refund, and the amount with one', () => {
    expect(refundWords({ refundStatus: null, refundAmount: null })).toBeNull();
    expect(refundWords({ refundStatus: 'pending', refundAmount: 30_000 })).toContain(
      'Refund pending: ₦30,000.00',
    );
    expect(refundWords({ refundStatus: 'refunded', refundAmount: 30_000 })).toContain(
      'Refunded: ₦30,000.00',
    );
  });
});

describe('holdWords', () => {
  it('tells the guest until when the hold runs, as the receipt does, and the owner plainly', () => {
    const on = { kind: 'room' as const, reader: 'guest' as const, running: true };
    expect(holdWords(facts(), on)).toBe('We’re holding your rooms until 14:35 (Lagos time)');
    expect(holdWords(facts(), { ...on, kind: 'car' })).toBe(
      'We’re holding the car until 14:35 (Lagos time)',
    );
    expect(holdWords(facts(), { ...on, reader: 'owner' })).toBe('Held until 14:35 (Lagos time)');
  });

  it('says the hold ran out once its time is up, and nothing without a running hold', () => {
    const ended = { kind: 'room' as const, reader: 'guest' as const, running: false };
    expect(holdWords(facts(), ended)).toBe('Your hold ran out at 14:35');
    expect(holdWords(facts({ holdExpiresAt: null }), { ...ended, running: true })).toBeNull();
    expect(holdWords(facts({ paymentStatus: 'paid' }), { ...ended, running: true })).toBeNull();
  });
});
