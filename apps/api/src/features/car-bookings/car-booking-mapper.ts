import { koboToNaira } from '@waka/shared/money';
import type { TCarBooking } from '@waka/shared/cars/car-booking';
import type { TOwnerCarBooking } from '@waka/shared/cars/car-lists';
import { hirePriceLines } from '@waka/shared/cars/hire-price-lines';
import { lagosWallClock } from '@waka/shared/dates';
import { moneyFacts } from '../../lib/bookings/booking-mapper';
import type { MoneyTrail } from '../../lib/payments/payment-facts';
import type { BookedCar, CarBookingRow } from './car-booking-repository';

/** The pickup and return on a Lagos clock (docs/product.md#dates). */
function windowOnLagosClock(booking: CarBookingRow) {
  const pickup = lagosWallClock(booking.pickupAt);
  const back = lagosWallClock(booking.returnAt);
  return {
    pickupDate: pickup.date,
    pickupTime: pickup.time,
    returnDate: back.date,
    returnTime: back.time,
  };
}

/** A stored car booking as POST /carbooking/book answers it (naira). */
export function toCarBooking(
  booking: CarBookingRow,
  car: BookedCar,
  trail: MoneyTrail = {},
): TCarBooking {
  return {
    bookingId: booking.id,
    reference: booking.reference,
    carId: car.id,
    carName: `${car.make} ${car.model} ${car.year}`,
    licensePlate: car.licensePlate,
    pickupAddress: car.pickupAddress,
    ...windowOnLagosClock(booking),
    hours: booking.hours,
    hourlyRate: koboToNaira(booking.hourlyRateKobo),
    escort: booking.escort,
    priceLines: hirePriceLines({ lines: booking.priceLines, totalKobo: booking.totalPriceKobo }),
    totalPrice: koboToNaira(booking.totalPriceKobo),
    fullName: booking.fullName,
    phone: booking.phone,
    email: booking.email,
    specialRequests: booking.specialRequests,
    status: booking.status,
    ...moneyFacts(booking, trail),
    createdAt: booking.createdAt.toISOString(),
  };
}

/** A row of the owner's View Car Bookings table, with the money as the car receipt tells it. */
export function toOwnerCarBooking(
  booking: CarBookingRow,
  car: BookedCar,
  trail: MoneyTrail = {},
): TOwnerCarBooking {
  return {
    bookingId: booking.id,
    reference: booking.reference,
    carId: car.id,
    make: car.make,
    model: car.model,
    year: car.year,
    licensePlate: car.licensePlate,
    carImage: car.carImage,
    fullName: booking.fullName,
    phone: booking.phone,
    email: booking.email,
    specialRequests: booking.specialRequests,
    ...windowOnLagosClock(booking),
    hours: booking.hours,
    totalPrice: koboToNaira(booking.totalPriceKobo),
    status: booking.status,
    ...moneyFacts(booking, trail),
    createdDate: booking.createdAt.toISOString(),
  };
}
