import { randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { pickupWindow } from '@waka/shared/cars/pickup-window';
import { priceHire } from '@waka/shared/cars/hire-price';
import { addDays, lagosToday } from '@waka/shared/dates';
import type { Database } from '../database';
import { bookedRoomNights, bookingRooms, bookings } from '../schema/bookings';
import { carBookings, cars } from '../schema/cars';
import { hotels, rooms } from '../schema/hotels';
import { payments } from '../schema/payments';
import { newBookingReference } from '../../lib/booking-reference';

/*
 * A few bookings on the demo owner's hotels and cars, one in each payment
 * state (docs/product.md#payment), so the owner area shows them all. Written
 * straight to the tables: none is a hold that will expire, and none sends
 * mail. The paid-online ones carry a test payment (no money moved).
 */

type Stored = (typeof bookings.$inferInsert)['paymentStatus'];

type DemoStay = {
  guest: [first: string, last: string];
  fromToday: number;
  nights: number;
  status?: 'confirmed' | 'expired';
  paymentStatus: Stored;
  paymentMethod: (typeof bookings.$inferInsert)['paymentMethod'];
  paidOnline?: boolean;
};

const STAYS: DemoStay[] = [
  {
    guest: ['Chiamaka', 'Okonkwo'],
    fromToday: 3,
    nights: 2,
    paymentStatus: 'paid',
    paymentMethod: 'online',
    paidOnline: true,
  },
  {
    guest: ['Babatunde', 'Adeyemi'],
    fromToday: 5,
    nights: 3,
    paymentStatus: 'pay at hotel',
    paymentMethod: 'at hotel',
  },
  {
    guest: ['Aisha', 'Bello'],
    fromToday: 7,
    nights: 1,
    paymentStatus: 'awaiting confirmation',
    paymentMethod: 'transfer',
  },
  {
    guest: ['Emeka', 'Nwosu'],
    fromToday: 9,
    nights: 2,
    paymentStatus: 'not paid',
    paymentMethod: null,
  },
  {
    guest: ['Funke', 'Akindele'],
    fromToday: -4,
    nights: 2,
    paymentStatus: 'paid',
    paymentMethod: 'at hotel',
  },
  {
    guest: ['Ibrahim', 'Sule'],
    fromToday: 12,
    nights: 1,
    status: 'expired',
    paymentStatus: 'not paid',
    paymentMethod: null,
  },
];

// Crockford's base 32, as the booking references.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const paymentReference = () =>
  `WP-${Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

const emailOf = ([first, last]: [string, string]) => `${first}.${last}@example.ng`.toLowerCase();

async function demoRooms(tx: Database, ownerId: string) {
  return tx
    .select({ room: rooms })
    .from(rooms)
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .where(eq(hotels.ownerId, ownerId))
    .orderBy(asc(hotels.createdAt), asc(rooms.roomPriceKobo))
    .limit(STAYS.length * 3);
}

export async function seedDemoBookings(tx: Database, ownerId: string): Promise<void> {
  const today = lagosToday();
  const offered = await demoRooms(tx, ownerId);
  for (const [i, stay] of STAYS.entries()) {
    // Every third room: a different hotel for most of them.
    const { room } = offered[(i * 3) % offered.length]!;
    const checkIn = addDays(today, stay.fromToday);
    const total = room.roomPriceKobo * stay.nights;
    const paid = stay.paymentStatus === 'paid';
    const [booking] = await tx
      .insert(bookings)
      .values({
        reference: newBookingReference(),
        hotelId: room.hotelId,
        firstName: stay.guest[0],
        lastName: stay.guest[1],
        email: emailOf(stay.guest),
        phone: `0803${String(4_100_000 + i * 3_331)}`,
        checkInDate: checkIn,
        checkOutDate: addDays(checkIn, stay.nights),
        nights: stay.nights,
        totalAmountKobo: total,
        paymentStatus: stay.paymentStatus,
        paymentMethod: stay.paymentMethod,
        paidAt: paid ? new Date() : null,
        paidKobo: paid ? total : 0,
        // The expired hold ran out an hour ago; the others never expire.
        holdExpiresAt: stay.status === 'expired' ? new Date(Date.now() - 3_600_000) : null,
        status: stay.status ?? 'confirmed',
      })
      .returning();
    const bookingId = booking!.id;
    await tx.insert(bookingRooms).values({
      bookingId,
      roomId: room.id,
      roomType: room.roomType,
      quantity: 1,
      unitPriceKobo: room.roomPriceKobo,
      lineTotalKobo: total,
    });
    // An expired hold holds no night.
    if (stay.status !== 'expired')
      await tx.insert(bookedRoomNights).values(
        Array.from({ length: stay.nights }, (_, n) => ({
          bookingId,
          roomId: room.id,
          night: addDays(checkIn, n),
          quantity: 1,
        })),
      );
    if (stay.paidOnline)
      await tx.insert(payments).values({
        reference: paymentReference(),
        bookingId,
        email: emailOf(stay.guest),
        amountKobo: total,
        status: 'success',
        testMode: true,
        channel: 'card',
        verifiedAt: new Date(),
      });
  }
  await seedDemoHires(tx, ownerId);
}

async function seedDemoHires(tx: Database, ownerId: string) {
  const [first, second] = await tx
    .select()
    .from(cars)
    .where(eq(cars.ownerId, ownerId))
    .orderBy(asc(cars.createdAt), asc(cars.licensePlate))
    .limit(2);
  const hires = [
    { car: first!, guest: 'Zainab Musa', fromToday: 4, hours: 6, paidOnline: true },
    { car: second!, guest: 'Tunde Bakare', fromToday: 6, hours: 4, paidOnline: false },
  ];
  for (const [i, hire] of hires.entries()) {
    const window = pickupWindow(addDays(lagosToday(), hire.fromToday), '10:00', hire.hours);
    const price = priceHire(hire.hours, {
      hourlyKobo: hire.car.hourlyRateKobo,
      dailyKobo: hire.car.dailyRateKobo,
      weeklyKobo: hire.car.weeklyRateKobo,
      escortDailyKobo: null,
    });
    const total = price.totalKobo;
    const email = `${hire.guest.replace(' ', '.')}@example.ng`.toLowerCase();
    const [saved] = await tx
      .insert(carBookings)
      .values({
        reference: `WC-${newBookingReference().slice(3)}`,
        carId: hire.car.id,
        ...window,
        hours: hire.hours,
        hourlyRateKobo: hire.car.hourlyRateKobo,
        priceLines: price.lines,
        fullName: hire.guest,
        phone: `0805${String(2_200_000 + i * 4_447)}`,
        email,
        totalPriceKobo: total,
        paymentStatus: hire.paidOnline ? 'paid' : 'pay at hotel',
        paymentMethod: hire.paidOnline ? 'online' : 'at pickup',
        paidAt: hire.paidOnline ? new Date() : null,
        paidKobo: hire.paidOnline ? total : 0,
        dailyRateKobo: hire.car.dailyRateKobo,
      })
      .returning();
    if (hire.paidOnline)
      await tx.insert(payments).values({
        reference: paymentReference(),
        carBookingId: saved!.id,
        email,
        amountKobo: total,
        status: 'success',
        testMode: true,
        channel: 'bank_transfer',
        verifiedAt: new Date(),
      });
  }
}
