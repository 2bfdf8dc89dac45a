import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, lagosToday } from '@waka/shared/dates';
import { ZListedBookingList } from '@waka/shared/bookings/booking-lists';
import { ZOwnerRoomList } from '@waka/shared/rooms/room-form';
import { bookings } from '../../src/db/schema/bookings';
import { rooms } from '../../src/db/schema/hotels';
import { createRoom } from '../../src/db/seed/factories';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { ctx, owner, customer, call } from '../support/owners-app';
import {
  useOwnerRoomsApp,
  hotelId,
  addRoom,
  edit,
  roomFor,
  bookedStay,
} from './owner-rooms-fixtures';

/*
 * Deleting a room (docs/product.md#deleting): refused while a booking is
 * upcoming, even one made at the same moment; otherwise hidden from guests
 * and the owner, its history kept.
 */

useOwnerRoomsApp();

describe('DELETE /api/v1/rooms/{roomId} (owner)', () => {
  it('refuses, naming the count, while an upcoming booking holds the room', async () => {
    const room = await addRoom({ roomType: 'Held Room', roomQuantity: 2 });
    expect(
      (
        await postBooking(
          ctx.app,
          bookingRequest(hotelId, [{ room: roomFor(room), quantity: 1 }], stayFrom(3, 1)),
        )
      ).statusCode,
    ).toBe(201);
    const response = await call('DELETE', `/rooms/${room.roomId}`, owner);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'ROOM_HAS_UPCOMING_BOOKINGS',
      message: expect.stringMatching(/^Held Room has 1 upcoming booking, so it cannot be deleted/),
    });
    expect(
      (await call('GET', `/rooms/hotel/${hotelId}`))
        .json()
        .map((r: { roomId: string }) => r.roomId),
    ).toContain(room.roomId);
  });

  it('deletes a room with only past bookings, hides it from guests and the owner, refuses bookings, and keeps the history', async () => {
    const room = await addRoom({ roomType: 'Retired Room', roomPrice: 20_000 });
    const today = lagosToday();
    const past = await bookedStay(
      roomFor(room),
      addDays(today, -6),
      addDays(today, -3),
      customer.userId,
    );

    const response = await call('DELETE', `/rooms/${room.roomId}`, owner);
    expect(response.statusCode).toBe(204);
    const [row] = await ctx.db.select().from(rooms).where(eq(rooms.id, room.roomId));
    expect(row!.deletedAt).toBeInstanceOf(Date);

    const guestIds = (await call('GET', `/rooms/hotel/${hotelId}`))
      .json()
      .map((r: { roomId: string }) => r.roomId);
    expect(guestIds).not.toContain(room.roomId);
    const ownerIds = ZOwnerRoomList.parse((await call('GET', '/owner/rooms', owner)).json()).map(
      (r) => r.roomId,
    );
    expect(ownerIds).not.toContain(room.roomId);
    const refused = await postBooking(
      ctx.app,
      bookingRequest(hotelId, [{ room: roomFor(room), quantity: 1 }], stayFrom(8, 1)),
    );
    expect(refused.statusCode).toBe(404);
    expect((await call('PUT', `/rooms/${room.roomId}`, owner, edit())).statusCode).toBe(404);
    expect(
      (await call('PUT', `/rooms/status/${room.roomId}`, owner, { roomStatus: true })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/rooms/${room.roomId}`, owner)).statusCode).toBe(404);

    const mine = ZListedBookingList.parse((await call('GET', '/bookings/mine', customer)).json());
    expect(mine.find((b) => b.bookingId === past.id)).toMatchObject({
      roomType: 'Retired Room',
      hotelName: 'Owner Towers',
      roomImage: room.roomImage[0],
    });
    const owners = ZListedBookingList.parse(
      (await call('GET', '/bookings/allBookings', owner)).json(),
    );
    expect(owners.map((b) => b.bookingId)).toContain(past.id);
  });

  it('never lets a booking made at the same moment slip past a delete', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const room = await createRoom(ctx.db, hotelId, {
        roomType: `Race Room ${attempt}`,
        roomQuantity: 2,
      });
      const [deleted, booked] = await Promise.all([
        call('DELETE', `/rooms/${room.id}`, owner),
        postBooking(ctx.app, bookingRequest(hotelId, [{ room, quantity: 1 }], stayFrom(5, 1))),
      ]);
      expect(
        [
          [409, 201],
          [204, 404],
        ],
        booked.body,
      ).toContainEqual([deleted.statusCode, booked.statusCode]);
    }
  });

  it('deletes a room whose only future booking was cancelled', async () => {
    const room = await createRoom(ctx.db, hotelId, { roomType: 'Cancelled Room' });
    const booking = await bookedStay(room, addDays(lagosToday(), 4), addDays(lagosToday(), 6));
    await ctx.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    expect((await call('DELETE', `/rooms/${room.id}`, owner)).statusCode).toBe(204);
  });
});
