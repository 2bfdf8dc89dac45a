import type { BOOKING_STATUSES } from '@waka/shared/bookings/create-booking';
import type { CAR_BOOKING_STATUSES } from '@waka/shared/cars/car-booking';
import type { PAYMENT_ATTEMPT_STATUSES } from '@waka/shared/payments/payments';
import type { STORED_PAYMENT_STATUSES } from '../../db/schema/bookings';
import type { REFUND_STATUSES } from '../../db/schema/payments';

/*
 * The money lifecycle's transition tables (docs/decisions/0035): for each
 * status column, from each value, the values it may move to. Every change of
 * one of these columns goes through a move of lifecycle-repository.ts, which
 * refuses a move these tables do not list and writes it only
 * `where <column> in (<from>…)`. Migration 0020's CHECK constraints hold
 * each column to its table's keys.
 */

type Table<S extends string> = { readonly [from in S]: readonly S[] };

/** A stay: held until paid or promised, then it ends cancelled, as a no-show, or not at all. */
export const STAY_STATUS = {
  confirmed: ['expired', 'cancelled', 'no show'],
  // Money that arrives after the hold ran out brings it back while its nights are free.
  expired: ['confirmed'],
  cancelled: [],
  'no show': [],
} as const satisfies Table<(typeof BOOKING_STATUSES)[number]>;

/** A car hire: as a stay, without a no-show (the car simply goes back to its owner). */
export const CAR_HIRE_STATUS = {
  confirmed: ['expired', 'cancelled'],
  expired: ['confirmed'],
  cancelled: [],
} as const satisfies Table<(typeof CAR_BOOKING_STATUSES)[number]>;

/**
 * Where a stay's or car hire's money stands. Paid comes from a verified
 * online payment or the owner's confirmation; the owner may take a
 * confirmation back, and a change that costs more than was paid leaves it
 * owing again.
 */
export const PAYMENT_STATUS = {
  'not paid': ['pay at hotel', 'awaiting confirmation', 'paid'],
  'pay at hotel': ['awaiting confirmation', 'paid', 'not paid'],
  'awaiting confirmation': ['paid', 'not paid'],
  paid: ['not paid'],
} as const satisfies Table<(typeof STORED_PAYMENT_STATUSES)[number]>;

/**
 * An online payment attempt. Success is final; a failure is not: an attempt
 * Paystack had not heard of, or had not yet settled, is failed on Waka's
 * side, and Paystack's later word that the guest paid it makes it a success
 * (the money is then kept or refunded, never ignored).
 */
export const PAYMENT_ATTEMPT_STATUS = {
  pending: ['success', 'failed'],
  success: [],
  failed: ['success'],
} as const satisfies Table<(typeof PAYMENT_ATTEMPT_STATUSES)[number]>;

/**
 * A refund: written to be asked, asked of Paystack (pending), then refunded
 * or failed. Paystack's event may settle one it has queued before Waka has
 * written down that it asked, so `to request` settles directly too. Nothing
 * asks a failed refund again yet: the retries will add that move.
 */
export const REFUND_STATUS = {
  'to request': ['pending', 'refunded', 'failed'],
  pending: ['refunded', 'failed'],
  failed: [],
  refunded: [],
} as const satisfies Table<(typeof REFUND_STATUSES)[number]>;

export const LIFECYCLE = {
  stayStatus: STAY_STATUS,
  carHireStatus: CAR_HIRE_STATUS,
  paymentStatus: PAYMENT_STATUS,
  paymentAttemptStatus: PAYMENT_ATTEMPT_STATUS,
  refundStatus: REFUND_STATUS,
} as const;

export type Lifecycle = keyof typeof LIFECYCLE;
export type StatusOf<L extends Lifecycle> = keyof (typeof LIFECYCLE)[L] & string;

/** Whether `lifecycle` lets a row move from `from` to `to`. */
export function mayMove<L extends Lifecycle>(lifecycle: L, from: StatusOf<L>, to: StatusOf<L>) {
  const table = LIFECYCLE[lifecycle] as unknown as Table<string>;
  return table[from]?.includes(to) ?? false;
}

/** A move the tables do not list, or one the row was not in a state to make. */
export class TransitionRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransitionRefused';
  }
}
