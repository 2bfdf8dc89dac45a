import { lagosWallClock } from '../dates';
import { formatNaira } from '../money';
import type { TPaymentStatus } from './payment-words';

/*
 * Where a booking's money stands and what happens next, in the words the
 * receipt, its PDF and the emails use (docs/product.md#payment). Zod-free, so
 * a screen can use it too.
 */

export type PaymentStanding = {
  paymentStatus: TPaymentStatus;
  paymentMethod: string | null;
  paymentReference: string | null;
  holdExpiresAt: string | null;
  testPayment: boolean;
  refundStatus: 'pending' | 'refunded' | null;
  refundAmount: number | null;
};

/** A room booking is paid at the hotel; a car hire at pickup. */
export type PayingPlace = 'hotel' | 'pickup';

const released = (place: PayingPlace) => (place === 'hotel' ? 'the rooms are' : 'the car is');
const payThere = (place: PayingPlace) => (place === 'hotel' ? 'at the hotel' : 'at pickup');

const isPayLater = (method: string | null) => method === 'at hotel' || method === 'at pickup';

/** The time a hold runs out, on a Lagos clock: '14:35'. */
export const holdEndsAt = (holdExpiresAt: string) => lagosWallClock(new Date(holdExpiresAt)).time;

/** One or more lines: the payment's state and the next step, e.g. "Pay at the hotel on arrival". */
export function paymentNextStep(standing: PaymentStanding, place: PayingPlace): string[] {
  const lines = [mainLine(standing, place)];
  if (standing.paymentStatus === 'paid' && standing.testPayment)
    lines.push('Test payment — no money moves');
  if (standing.refundStatus && standing.refundAmount !== null)
    lines.push(
      standing.refundStatus === 'refunded'
        ? `Refunded: ${formatNaira(standing.refundAmount)}`
        : `Refund of ${formatNaira(standing.refundAmount)} on its way`,
    );
  return lines;
}

function mainLine(standing: PaymentStanding, place: PayingPlace): string {
  switch (standing.paymentStatus) {
    case 'paid':
      return standing.paymentReference
        ? `Paid online (Paystack ref ${standing.paymentReference})`
        : `Paid (confirmed by ${place === 'hotel' ? 'the hotel' : 'the car’s owner'})`;
    case 'pay at hotel':
      return place === 'hotel' ? 'Pay at the hotel on arrival' : 'Pay at pickup';
    case 'awaiting confirmation':
      return `You told us you paid by transfer: ${place === 'hotel' ? 'the hotel' : 'the car’s owner'} will confirm it`;
    case 'expired':
      return `Expired — not paid: ${place === 'hotel' ? 'the rooms were' : 'the car was'} released`;
    case 'not paid':
      if (standing.holdExpiresAt && isPayLater(standing.paymentMethod))
        return `Held until ${holdEndsAt(standing.holdExpiresAt)} (Lagos): confirm paying ${payThere(place)} with the link we emailed you, or pay online, or ${released(place)} released`;
      if (standing.holdExpiresAt)
        return `Held until ${holdEndsAt(standing.holdExpiresAt)} (Lagos): pay online or choose to pay ${payThere(place)}, or ${released(place)} released`;
      return isPayLater(standing.paymentMethod)
        ? `Not paid: pay ${payThere(place)}`
        : 'Not paid yet';
  }
}
