import { beforeAll, expect } from 'vitest';
import { ZOwnerBookingPage, type TOwnerBookingPage } from '@waka/shared/bookings/booking-lists';
import { addDays, lagosToday } from '@waka/shared/dates';
import { createHotel, createRoom } from '../../src/db/seed/factories';
import { as, type SignedIn } from '../support/accounts';
import { bookingRequest, stayFrom } from '../support/booking-requests';
import { ctx, owner, rival, useOwnersApp } from '../support/owners-app';

/*
 * The owner-bookings tests' world: an owner with two hotels booked by four
 * guests (two of them paid), and a rival whose guest shares a name with one
 * of them. A file calls useOwnerBookingsApp() once at its top.
 */
export let hotelOne: { id: string };
export let hotelTwo: { id: string };
export let rivalHotel: { id: string };
/** Owner's bookings by guest, in the order they were made. */
export const made: Record<
  'chiamaka' | 'tundeB' | 'ifeoma' | 'tundeA',
  { bookingId: string; reference: string }
> = {} as never;

export const get = (url: string, who?: SignedIn) => ctx.app.inject({ url, headers: as(who) });
export const day = (fromToday: number) => addDays(lagosToday(), fromToday);

export type RoomRow = Awaited<ReturnType<typeof createRoom>>;

export async function book(
  hotelId: string,
  room: RoomRow,
  quantity: number,
  stay: { checkIn: string; checkOut: string },
  guest = {},
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: as(),
    payload: bookingRequest(hotelId, [{ room, quantity }], stay, guest),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { bookingId: string; reference: string; totalAmount: number };
}

export function useOwnerBookingsApp() {
  useOwnersApp();
  beforeAll(async () => {
    hotelOne = await createHotel(ctx.db, owner.userId, { hotelName: 'Lekki Suites' });
    hotelTwo = await createHotel(ctx.db, owner.userId, { hotelName: 'Ikoyi Lodge' });
    rivalHotel = await createHotel(ctx.db, rival.userId, { hotelName: 'Rival Lodge' });
    const roomOne = await createRoom(ctx.db, hotelOne.id, {
      roomPriceKobo: 5_000_000,
      roomQuantity: 5,
    });
    const roomTwo = await createRoom(ctx.db, hotelTwo.id, {
      roomPriceKobo: 2_000_000,
      roomQuantity: 3,
    });
    const rivalRoom = await createRoom(ctx.db, rivalHotel.id, {
      roomPriceKobo: 1_000_000,
      roomQuantity: 2,
    });

    // One after another, so "newest made first" has an order to keep.
    made.chiamaka = await book(hotelOne.id, roomOne, 1, stayFrom(2, 2), {
      firstName: 'Chiamaka',
      lastName: 'Eze',
    });
    made.tundeB = await book(hotelOne.id, roomOne, 1, stayFrom(10, 3), {
      firstName: 'Tunde',
      lastName: 'Bakare',
    });
    made.ifeoma = await book(hotelTwo.id, roomTwo, 1, stayFrom(5, 1), {
      firstName: 'Ifeoma',
      lastName: 'Okafor',
    });
    made.tundeA = await book(hotelTwo.id, roomTwo, 1, stayFrom(20, 2), {
      firstName: 'Tunde',
      lastName: 'Adeyemi',
    });
    // The rival's guest shares a name with the owner's: a search must not cross owners.
    await book(rivalHotel.id, rivalRoom, 1, stayFrom(10, 3), {
      firstName: 'Tunde',
      lastName: 'Bakare',
    });

    for (const { bookingId } of [made.tundeB, made.ifeoma]) {
      const paid = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/bookings/status/${bookingId}`,
        headers: as(owner),
        payload: { paymentStatus: 'paid' },
      });
      expect(paid.statusCode).toBe(200);
    }
  });
}

export async function page(query: string, who: SignedIn = owner): Promise<TOwnerBookingPage> {
  const response = await get(`/api/v1/owner/bookings${query ? `?${query}` : ''}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return ZOwnerBookingPage.parse(response.json());
}
export const ids = (answer: TOwnerBookingPage) => answer.items.map((b) => b.bookingId);
