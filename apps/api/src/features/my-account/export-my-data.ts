import type { TSessionUser } from '@waka/shared/accounts/accounts';
import type { TMyData } from '@waka/shared/accounts/my-data';
import { koboToNaira } from '@waka/shared/money';
import type { Database } from '../../db/database';
import {
  findHires,
  findMail,
  findOwnedListings,
  findPayments,
  findRefunds,
  findSessions,
  findStayLines,
  findStays,
  findSubscription,
} from './my-data-repository';
import { requirePerson } from './profile';
import { addressIsTheirs } from './whose-rows-repository';

const iso = (instant: Date) => instant.toISOString();
const isoOrNull = (instant: Date | null) => (instant ? instant.toISOString() : null);
const nairaOrNull = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));

type Cancellable = {
  cancelledAt: Date | null;
  cancelledBy: string | null;
  cancelReason: string | null;
  keptKobo: number | null;
  refundKobo: number | null;
};
const cancellationOf = (row: Cancellable) =>
  row.cancelledAt
    ? {
        cancelledAt: iso(row.cancelledAt),
        cancelledBy: row.cancelledBy,
        reason: row.cancelReason,
        kept: nairaOrNull(row.keptKobo),
        refund: nairaOrNull(row.refundKobo),
      }
    : null;

/**
 * Everything Waka holds about the signed-in person (NDPA 2023,
 * docs/decisions/0026): their profile, sessions, stays and car hires (made
 * signed in, or as a guest with their verified email), the payments and
 * refunds on those, the newsletter and the mail sent to their verified
 * address, and an owner's hotels, room types and cars.
 */
export async function exportMyData(db: Database, user: TSessionUser): Promise<TMyData> {
  const person = await requirePerson(db, user);
  const holder = { id: person.id, email: person.email, emailVerified: person.emailVerified };
  const addressed = addressIsTheirs(holder);
  const [sessionRows, stayRows, hireRows, subscription, mail, owned] = await Promise.all([
    findSessions(db, person.id),
    findStays(db, holder),
    findHires(db, holder),
    addressed ? findSubscription(db, person.email) : undefined,
    addressed ? findMail(db, person.email) : [],
    person.role === 'hotelOwner' ? findOwnedListings(db, person.id) : undefined,
  ]);
  const stayIds = stayRows.map((row) => row.booking.id);
  const hireIds = hireRows.map((row) => row.hire.id);
  const [lines, paymentRows] = await Promise.all([
    findStayLines(db, stayIds),
    findPayments(db, stayIds, hireIds),
  ]);
  const refundRows = await findRefunds(
    db,
    paymentRows.map((payment) => payment.id),
  );
  const referenceOf = new Map([
    ...stayRows.map((row) => [row.booking.id, row.booking.reference] as const),
    ...hireRows.map((row) => [row.hire.id, row.hire.reference] as const),
  ]);

  return {
    exportedAt: new Date().toISOString(),
    profile: {
      name: person.name,
      email: person.email,
      role: person.role,
      phone: person.phone,
      emailVerified: person.emailVerified,
      createdAt: iso(person.createdAt),
      recentSearchedCities: person.recentSearchedCities,
    },
    sessions: sessionRows.map((session) => ({
      createdAt: iso(session.createdAt),
      expiresAt: iso(session.expiresAt),
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })),
    hotelBookings: stayRows.map(({ booking, hotelName, hotelAddress }) => ({
      reference: booking.reference,
      hotelName,
      hotelAddress,
      checkInDate: booking.checkInDate,
      checkOutDate: booking.checkOutDate,
      nights: booking.nights,
      rooms: lines
        .filter((line) => line.bookingId === booking.id)
        .map((line) => ({
          roomType: line.roomType,
          quantity: line.quantity,
          price: koboToNaira(line.unitPriceKobo),
          lineTotal: koboToNaira(line.lineTotalKobo),
        })),
      totalAmount: koboToNaira(booking.totalAmountKobo),
      paid: koboToNaira(booking.paidKobo),
      status: booking.status,
      paymentStatus: booking.paymentStatus,
      paymentMethod: booking.paymentMethod,
      guest: {
        firstName: booking.firstName,
        lastName: booking.lastName,
        email: booking.email,
        phone: booking.phone,
        specialRequests: booking.specialRequests,
      },
      linkedBy: booking.userId === person.id ? 'account' : 'email',
      cancellation: cancellationOf(booking),
      createdAt: iso(booking.createdAt),
    })),
    carHires: hireRows.map(({ hire, car }) => ({
      reference: hire.reference,
      car,
      pickupAt: iso(hire.pickupAt),
      returnAt: iso(hire.returnAt),
      hours: hire.hours,
      escort: hire.escort,
      totalPrice: koboToNaira(hire.totalPriceKobo),
      paid: koboToNaira(hire.paidKobo),
      status: hire.status,
      paymentStatus: hire.paymentStatus,
      paymentMethod: hire.paymentMethod,
      renter: {
        fullName: hire.fullName,
        email: hire.email,
        phone: hire.phone,
        specialRequests: hire.specialRequests,
      },
      linkedBy: hire.userId === person.id ? 'account' : 'email',
      cancellation: cancellationOf(hire),
      createdAt: iso(hire.createdAt),
    })),
    payments: paymentRows.map((payment) => ({
      reference: payment.reference,
      bookingReference: referenceOf.get((payment.bookingId ?? payment.carBookingId)!) ?? '',
      email: payment.email,
      amount: koboToNaira(payment.amountKobo),
      currency: payment.currency,
      status: payment.status,
      channel: payment.channel,
      testMode: payment.testMode,
      createdAt: iso(payment.createdAt),
      verifiedAt: isoOrNull(payment.verifiedAt),
      refunds: refundRows
        .filter((refund) => refund.paymentId === payment.id)
        .map((refund) => ({
          amount: koboToNaira(refund.amountKobo),
          reason: refund.reason,
          status: refund.status,
          createdAt: iso(refund.createdAt),
          refundedAt: isoOrNull(refund.refundedAt),
        })),
    })),
    newsletterSubscribedAt: subscription ? iso(subscription.createdAt) : null,
    mail: mail.map((letter) => ({
      kind: letter.kind,
      subject: letter.subject,
      createdAt: iso(letter.createdAt),
      sentAt: isoOrNull(letter.sentAt),
    })),
    owner: owned
      ? {
          hotels: owned.hotels.map((hotel) => ({
            hotelName: hotel.hotelName,
            propertyType: hotel.propertyType,
            hotelDescription: hotel.hotelDescription,
            hotelAddress: hotel.hotelAddress,
            hotelContactNo: hotel.hotelContactNo,
            city: hotel.city,
            state: hotel.state,
            hotelRating: hotel.hotelRating,
            createdAt: iso(hotel.createdAt),
            retiredAt: isoOrNull(hotel.deletedAt),
            rooms: owned.rooms
              .filter((room) => room.hotelId === hotel.id)
              .map((room) => ({
                roomType: room.roomType,
                roomDescription: room.roomDescription,
                roomPrice: koboToNaira(room.roomPriceKobo),
                roomDiscount: room.roomDiscount,
                roomQuantity: room.roomQuantity,
                roomStatus: room.roomStatus,
                createdAt: iso(room.createdAt),
                retiredAt: isoOrNull(room.deletedAt),
              })),
          })),
          cars: owned.cars.map((car) => ({
            make: car.make,
            model: car.model,
            year: car.year,
            licensePlate: car.licensePlate,
            color: car.color,
            hourlyRate: koboToNaira(car.hourlyRateKobo),
            dailyRate: koboToNaira(car.dailyRateKobo),
            weeklyRate: koboToNaira(car.weeklyRateKobo),
            pickupAddress: car.pickupAddress,
            city: car.city,
            createdAt: iso(car.createdAt),
            retiredAt: isoOrNull(car.deletedAt),
          })),
        }
      : null,
  };
}
