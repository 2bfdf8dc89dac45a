import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '@waka/shared/bookings/create-booking';
import { CAR_BOOKING_STATUSES } from '@waka/shared/cars/car-booking';
import { PAYMENT_ATTEMPT_STATUSES } from '@waka/shared/payments/payments';
import { STORED_PAYMENT_STATUSES } from '../../db/schema/bookings';
import { REFUND_STATUSES } from '../../db/schema/payments';
import { LIFECYCLE, mayMove, type Lifecycle } from './transitions';

describe('the money lifecycle', () => {
  it('has a row for every value each column may hold, and no other', () => {
    const sets: Record<Lifecycle, readonly string[]> = {
      stayStatus: BOOKING_STATUSES,
      carHireStatus: CAR_BOOKING_STATUSES,
      paymentStatus: STORED_PAYMENT_STATUSES,
      paymentAttemptStatus: PAYMENT_ATTEMPT_STATUSES,
      refundStatus: REFUND_STATUSES,
    };
    for (const [lifecycle, values] of Object.entries(sets)) {
      const table = LIFECYCLE[lifecycle as Lifecycle] as Record<string, readonly string[]>;
      expect(Object.keys(table).sort(), lifecycle).toEqual([...values].sort());
      for (const targets of Object.values(table))
        for (const to of targets) expect(values, `${lifecycle} → ${to}`).toContain(to);
    }
  });

  it('never lists a move to the same value: an unchanged column is not a move', () => {
    for (const table of Object.values(LIFECYCLE) as Record<string, readonly string[]>[])
      for (const [from, targets] of Object.entries(table)) expect(targets).not.toContain(from);
  });

  it('lets a held stay expire, be cancelled or end as a no-show, and an expired hold revive', () => {
    expect(mayMove('stayStatus', 'confirmed', 'expired')).toBe(true);
    expect(mayMove('stayStatus', 'confirmed', 'cancelled')).toBe(true);
    expect(mayMove('stayStatus', 'confirmed', 'no show')).toBe(true);
    expect(mayMove('stayStatus', 'expired', 'confirmed')).toBe(true);
  });

  it('ends a stay for good once cancelled or a no-show', () => {
    for (const to of BOOKING_STATUSES) {
      expect(mayMove('stayStatus', 'cancelled', to)).toBe(false);
      expect(mayMove('stayStatus', 'no show', to)).toBe(false);
    }
    expect(mayMove('stayStatus', 'expired', 'cancelled')).toBe(false);
    expect(mayMove('stayStatus', 'expired', 'no show')).toBe(false);
  });

  it('has no no-show for a car hire', () => {
    expect(Object.keys(LIFECYCLE.carHireStatus)).not.toContain('no show');
    expect(mayMove('carHireStatus', 'cancelled', 'confirmed')).toBe(false);
  });

  it('moves money to paid from every unpaid state, and back only to not paid', () => {
    for (const from of ['not paid', 'pay at hotel', 'awaiting confirmation'] as const)
      expect(mayMove('paymentStatus', from, 'paid'), from).toBe(true);
    expect(mayMove('paymentStatus', 'paid', 'not paid')).toBe(true);
    expect(mayMove('paymentStatus', 'paid', 'pay at hotel')).toBe(false);
    expect(mayMove('paymentStatus', 'paid', 'awaiting confirmation')).toBe(false);
    expect(mayMove('paymentStatus', 'awaiting confirmation', 'pay at hotel')).toBe(false);
  });

  it('settles a payment attempt, a failure giving way to a success Paystack reports later', () => {
    expect(mayMove('paymentAttemptStatus', 'pending', 'success')).toBe(true);
    expect(mayMove('paymentAttemptStatus', 'pending', 'failed')).toBe(true);
    expect(mayMove('paymentAttemptStatus', 'failed', 'success')).toBe(true);
    expect(mayMove('paymentAttemptStatus', 'success', 'failed')).toBe(false);
    expect(mayMove('paymentAttemptStatus', 'success', 'pending')).toBe(false);
    expect(mayMove('paymentAttemptStatus', 'failed', 'pending')).toBe(false);
  });

  it('refunds once: asked, then refunded or failed, and never back', () => {
    expect(mayMove('refundStatus', 'to request', 'pending')).toBe(true);
    expect(mayMove('refundStatus', 'to request', 'refunded')).toBe(true);
    expect(mayMove('refundStatus', 'pending', 'refunded')).toBe(true);
    expect(mayMove('refundStatus', 'pending', 'failed')).toBe(true);
    for (const to of REFUND_STATUSES) {
      expect(mayMove('refundStatus', 'refunded', to)).toBe(false);
      expect(mayMove('refundStatus', 'failed', to)).toBe(false);
    }
    expect(mayMove('refundStatus', 'pending', 'to request')).toBe(false);
  });
});
