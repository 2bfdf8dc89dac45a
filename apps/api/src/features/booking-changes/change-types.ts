import type { bookingRooms } from '../../db/schema/bookings';

/** A booking line as written, before it belongs to a booking. */
export type NewLine = Omit<typeof bookingRooms.$inferInsert, 'bookingId'>;

/** A stay's dates and lines as the emails show them, before and after. */
export type StayWords = {
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  lines: { roomType: string; quantity: number }[];
  totalKobo: number;
};

/** What a change did to the money, in kobo. */
export type ChangeMoney = {
  differenceKobo: number;
  refundKobo: number;
  /** True when the refund goes back through Paystack. */
  refundOnline: boolean;
  owedKobo: number;
};
