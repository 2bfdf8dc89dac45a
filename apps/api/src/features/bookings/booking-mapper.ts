import { koboToNaira } from '@waka/shared/money';
import type { TBooking } from '@waka/shared/bookings/create-booking';
import { cancellationFacts } from '../../lib/cancellation/cancellation-facts';
import { paymentFacts, type MoneyTrail } from '../../lib/payments/payment-facts';
import type { BookingLineRow, BookingRow } from './booking-repository';

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
