import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, lagosToday } from '@waka/shared/dates';
import { ZListedBookingList } from '@waka/shared/bookings/booking-lists';
import { hotels, rooms } from '../../src/db/schema/hotels';
import { createHotel, createRoom } from '../../src/db/seed/factories';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { useOwnersApp, ctx, owner, customer, call } from '../support/owners-app';
import { registration, bookedStay } from './owner-hotels-fixtures';

/*
 * Deleting a hotel (docs/product.md#deleting): refused while a stay is
 * upcoming or under way, even one booked at the same moment; otherwise hidden
 * everywhere, its past bookings kept readable.
 */

useOwnersApp();

describe('DELETE /api/v1/hotels/{hotelId} (owner)', () => {
  it('refuses, naming the count, while a booking checks out after today, and keeps the hotel listed', async () => {
    const hotel = await createHotel(ctx.db, owner.userId, { hotelName: 'Busy Inn' });
    const room = await createRoom(ctx.db, hotel.id, { roomQuantity: 5 });
    for (const from of [4, 9]) {
      expect(
        (
          await postBooking(
            ctx.app,
            bookingRequest(hotel.id, [{ room, quantity: 1 }], stayFrom(from, 2)),
          )
        ).statusCode,
      ).toBe(201);
    }
    const response = await call('DELETE', `/hotels/${hotel.id}`, owner);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'HOTEL_HAS_UPCOMING_BOOKINGS',
      message:
        'Busy Inn has 2 upcoming bookings, so it cannot be deleted. Past bookings are always kept.',
    });
    expect((await call('GET', `/hotels/${hotel.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/rooms/hotel/${hotel.id}`)).json()).toHaveLength(1);
  });

  it('counts a stay in progress (checked in, checking out tomorrow) as upcoming', async () => {
    const hotel = await createHotel(ctx.db, owner.userId, { hotelName: 'Occupied Inn' });
    const room = await createRoom(ctx.db, hotel.id);
    await bookedStay(hotel.id, room, addDays(lagosToday(), -2), addDays(lagosToday(), 1));
    const response = await call('DELETE', `/hotels/${hotel.id}`, owner);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Occupied Inn has 1 upcoming booking,');
  });

  it('never lets a booking made at the same moment slip past a delete', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const hotel = await createHotel(ctx.db, owner.userId, { hotelName: `Race Inn ${attempt}` });
      const room = await createRoom(ctx.db, hotel.id, { roomQuantity: 2 });
      const [deleted, booked] = await Promise.all([
        call('DELETE', `/hotels/${hotel.id}`, owner),
        postBooking(ctx.app, bookingRequest(hotel.id, [{ room, quantity: 1 }], stayFrom(5, 1))),
      ]);
      const outcome = [deleted.statusCode, booked.statusCode];
      expect(
        [
          [409, 201],
          [204, 404],
        ],
        booked.body,
      ).toContainEqual(outcome);
    }
  });

  it('deletes a hotel with only past (and cancelled) bookings, hides it everywhere, and keeps those bookings readable', async () => {
    const hotel = await createHotel(ctx.db, owner.userId, {
      hotelName: 'Faded Lodge',
      city: 'Faded City',
    });
    const room = await createRoom(ctx.db, hotel.id, { roomType: 'Faded Double' });
    const today = lagosToday();
    const past = await bookedStay(hotel.id, room, addDays(today, -10), addDays(today, -7), {
      userId: customer.userId,
    });
    const endsToday = await bookedStay(hotel.id, room, addDays(today, -2), today, {
      userId: customer.userId,
    });
    await bookedStay(hotel.id, room, addDays(today, 5), addDays(today, 7), { status: 'cancelled' });

    const response = await call('DELETE', `/hotels/${hotel.id}`, owner);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const [row] = await ctx.db.select().from(hotels).where(eq(hotels.id, hotel.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const [roomRow] = await ctx.db.select().from(rooms).where(eq(rooms.id, room.id));
    expect(roomRow!.deletedAt).toBeInstanceOf(Date);

    // Gone from every public and owner view.
    const listIds = (body: { hotelId: string }[]) => body.map((h) => h.hotelId);
    expect(listIds((await call('GET', '/hotels')).json())).not.toContain(hotel.id);
    expect((await call('GET', '/hotels/search?q=Faded')).json()).toEqual([]);
    const stay = stayFrom(20, 1);
    expect(
      listIds(
        (
          await call(
            'GET',
            `/hotels/search?q=Faded&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`,
          )
        ).json(),
      ),
    ).toEqual([]);
    // The paged calls (what /rooms sends) read their candidates from the list-order index.
    const paged = '&page=1&pageSize=24';
    expect(listIds((await call('GET', `/hotels?${paged.slice(1)}`)).json())).not.toContain(
      hotel.id,
    );
    for (const path of [
      `/hotels/search?q=Faded${paged}`,
      `/hotels/search?q=Faded&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}${paged}`,
    ]) {
      const answer = await call('GET', path);
      expect(answer.json(), path).toEqual([]);
      expect(answer.headers['x-total-count'], path).toBe('0');
    }
    expect((await call('GET', `/hotels/${hotel.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/rooms/hotel/${hotel.id}`)).statusCode).toBe(404);
    expect(listIds((await call('GET', '/owner/hotels', owner)).json())).not.toContain(hotel.id);
    expect((await call('GET', `/owner/rooms?hotelId=${hotel.id}`, owner)).statusCode).toBe(404);

    // Nothing more can be done to it.
    expect((await call('DELETE', `/hotels/${hotel.id}`, owner)).statusCode).toBe(404);
    expect((await call('PUT', `/hotels/${hotel.id}`, owner, registration())).statusCode).toBe(404);
    const newRoom = {
      hotelId: hotel.id,
      roomType: 'Late',
      roomPrice: 10_000,
      roomQuantity: 1,
      roomDescription: 'x',
      roomImage: ['/media/x.webp'],
    };
    expect((await call('POST', '/rooms', owner, newRoom)).statusCode).toBe(404);
    const booking = await postBooking(
      ctx.app,
      bookingRequest(hotel.id, [{ room, quantity: 1 }], stayFrom(30, 1)),
    );
    expect(booking.statusCode).toBe(404);

    // The history stays: the customer's My Bookings, the owner's lists, the receipt.
    const mine = ZListedBookingList.parse((await call('GET', '/bookings/mine', customer)).json());
    expect(
      mine
        .filter((b) => b.hotelId === hotel.id)
        .map((b) => b.bookingId)
        .sort(),
    ).toEqual([past.id, endsToday.id].sort());
    expect(mine.find((b) => b.bookingId === past.id)).toMatchObject({
      hotelName: 'Faded Lodge',
      roomType: 'Faded Double',
    });
    const owners = ZListedBookingList.parse(
      (await call('GET', '/bookings/allBookings', owner)).json(),
    );
    expect(owners.filter((b) => b.hotelId === hotel.id)).toHaveLength(3);
    const receipt = await call('GET', `/bookings/${past.reference}?email=chidi@example.ng`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({ hotelName: 'Faded Lodge' });
  });
});
