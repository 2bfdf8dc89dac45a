import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { ZHotel } from '@waka/shared/hotels/hotel';
import { hotels } from '../../src/db/schema/hotels';
import { type SignedIn } from '../support/accounts';
import { ctx, call } from '../support/owners-app';
import { insertStay, type PricedRoom } from '../support/past-bookings';

/* The owner's hotel as the registration form sends it, and the calls the owner-hotel tests share. */

export const registration = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  hotelName: 'Eko Palm Suites',
  hotelContactNo: '08031234567',
  hotelDescription: 'Quiet rooms five minutes from the airport.',
  hotelAddress: '12 Obafemi Awolowo Way',
  country: 'Nigeria',
  state: 'Lagos',
  stateId: 25,
  localGov: 'Ikeja',
  city: 'Ikeja',
  hotelRating: '4',
  minimumPrice: 35_000.5,
  propertyType: 'hotel',
  hotelAmenities: ['Free Wifi', 'Parking', 'Swimming Pool'],
  hotelImage: 'http://waka.test/media/uploads/eko-palm.webp',
  ...overrides,
});

export const hotelCount = async () => (await ctx.db.select({ n: count() }).from(hotels))[0]!.n;

export async function register(who: SignedIn, overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/hotels', who, registration(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return ZHotel.parse(response.json());
}

const pastGuest = {
  firstName: 'Chidi',
  lastName: 'Okafor',
  email: 'chidi@example.ng',
  phone: '08030000000',
};

/** A booking written straight to the tables: POST /bookings refuses past dates, and history has them. */
export const bookedStay = (
  hotelId: string,
  room: PricedRoom,
  checkIn: string,
  checkOut: string,
  options: { userId?: string; status?: 'confirmed' | 'cancelled' } = {},
) => insertStay(ctx.db, hotelId, room, checkIn, checkOut, pastGuest, options);
