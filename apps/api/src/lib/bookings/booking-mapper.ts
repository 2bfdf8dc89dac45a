import { koboToNaira } from '@waka/shared/money';
import type { TBooking } from '@waka/shared/bookings/create-booking';
import type { BookingLineRow, BookingRow } from '../ledger/room-ledger';
import { cancellationFacts } from '../cancellation/cancellation-facts';
import { paymentFacts, type MoneyTrail } from '../payments/payment-facts';

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
    ...paymentFacts(booking, trail),
    cancellation: cancellationFacts(booking),
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
