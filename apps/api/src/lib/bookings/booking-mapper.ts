import { koboToNaira } from '@waka/shared/money';
import type { TBooking } from '@waka/shared/bookings/create-booking';
import type { BookingLineRow, BookingRow } from '../ledger/room-ledger';
import { cancellationFacts, type CancellationColumns } from '../cancellation/cancellation-facts';
import { paymentFacts, type MoneyTrail, type PaymentColumns } from '../payments/payment-facts';

/**
 * Where a booking's (or a car hire's) money stands and, once cancelled, what
 * the cancellation kept and gives back: what the receipts and the lists both say.
 */
export function moneyFacts(row: PaymentColumns & CancellationColumns, trail: MoneyTrail = {}) {
  return { ...paymentFacts(row, trail), cancellation: cancellationFacts(row) };
}

type HotelFacts = { id: string; hotelName: string; hotelAddress: string; hotelContactNo: string };

/** A stored booking in the words of the API (naira, spec field names). */
export function toBooking(
  booking: BookingRow,
  hotel: HotelFacts,
  lines: BookingLineRow[],
  trail: MoneyTrail = {},
): TBooking {
  return {
    bookingId: booking.id,
    reference: booking.reference,
    hotelId: hotel.id,
    hotelName: hotel.hotelName,
    hotelAddress: hotel.hotelAddress,
    hotelContactNo: hotel.hotelContactNo,
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
    nights: booking.nights,
    rooms: lines.map((line) => ({
      roomId: line.roomId,
      roomType: line.roomType,
      quantity: line.quantity,
      price: koboToNaira(line.unitPriceKobo),
      lineTotal: koboToNaira(line.lineTotalKobo),
    })),
    totalAmount: koboToNaira(booking.totalAmountKobo),
    status: booking.status,
    ...moneyFacts(booking, trail),
    customer: {
      firstName: booking.firstName,
      lastName: booking.lastName,
      email: booking.email,
      phone: booking.phone,
      specialRequests: booking.specialRequests,
    },
    createdAt: booking.createdAt.toISOString(),
  };
}
