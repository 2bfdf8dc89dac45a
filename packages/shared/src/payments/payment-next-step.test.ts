import { describe, expect, it } from 'vitest';
import { paymentNextStep, type PaymentStanding } from './payment-next-step';

const unpaid: PaymentStanding = {
  paymentStatus: 'not paid',
  paymentMethod: null,
  paymentReference: null,
  // 13:35 UTC is 14:35 in Lagos.
  holdExpiresAt: '2027-03-05T13:35:00.000Z',
  testPayment: false,
  refundStatus: null,
  refundAmount: null,
};

describe('paymentNextStep', () => {
  it('says until when a hold lasts on a Lagos clock, and what releases it', () => {
    expect(paymentNextStep(unpaid, 'hotel')).toEqual([
      'Held until 14:35 (Lagos): pay online or choose to pay at the hotel, or the rooms are released',
    ]);
    expect(paymentNextStep(unpaid, 'pickup')).toEqual([
      'Held until 14:35 (Lagos): pay online or choose to pay at pickup, or the car is released',
    ]);
    expect(paymentNextStep({ ...unpaid, paymentMethod: 'at hotel' }, 'hotel')[0]).toBe(
      'Held until 14:35 (Lagos): confirm paying at the hotel with the link we emailed you, or pay online, or the rooms are released',
    );
  });

  it('names the Paystack reference of an online payment, and a test payment as such', () => {
    const paid = {
      ...unpaid,
      paymentStatus: 'paid' as const,
      paymentMethod: 'online',
      paymentReference: 'WP-ABC123DEF456',
      holdExpiresAt: null,
    };
    expect(paymentNextStep(paid, 'hotel')).toEqual(['Paid online (Paystack ref WP-ABC123DEF456)']);
    expect(paymentNextStep({ ...paid, testPayment: true }, 'hotel')).toEqual([
      'Paid online (Paystack ref WP-ABC123DEF456)',
      'Test payment — no money moves',
    ]);
    expect(
      paymentNextStep({ ...paid, refundStatus: 'pending', refundAmount: 25_000 }, 'hotel')[1],
    ).toBe('Refund of ₦25,000.00 on its way');
  });

  it('words paying later, a transfer claim, the owner’s confirmation and an expired hold', () => {
    const standing = (paymentStatus: PaymentStanding['paymentStatus']) => ({
      ...unpaid,
      paymentStatus,
      holdExpiresAt: null,
    });
    expect(paymentNextStep(standing('pay at hotel'), 'hotel')).toEqual([
      'Pay at the hotel on arrival',
    ]);
    expect(paymentNextStep(standing('pay at hotel'), 'pickup')).toEqual(['Pay at pickup']);
    expect(paymentNextStep(standing('awaiting confirmation'), 'hotel')).toEqual([
      'You told us you paid by transfer: the hotel will confirm it',
    ]);
    expect(paymentNextStep(standing('paid'), 'pickup')).toEqual([
      'Paid (confirmed by the car’s owner)',
    ]);
    expect(paymentNextStep(standing('expired'), 'hotel')).toEqual([
      'Expired — not paid: the rooms were released',
    ]);
    expect(paymentNextStep(standing('not paid'), 'hotel')).toEqual(['Not paid yet']);
  });
});
