import { describe, expect, it } from 'vitest';
import { ZRoomList } from '@waka/shared/rooms/room';
import { ROOM_MESSAGES, ZOwnerRoomList } from '@waka/shared/rooms/room-form';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { ctx, owner, call } from '../support/owners-app';
import { useOwnerRoomsApp, hotelId, addRoom, roomFor } from './owner-rooms-fixtures';

/*
 * The room status switch (docs/product.md#states): a room switched off is
 * unavailable to guests and refuses bookings until it is on again.
 */

useOwnerRoomsApp();

describe('PUT /api/v1/rooms/status/{roomId} (owner)', () => {
  it('switches a room off: the guest sees it unavailable, bookings are refused, the owner still lists it; on again, it books', async () => {
    const room = await addRoom({
      roomType: 'Switchable Suite',
      roomPrice: 60_000,
      roomQuantity: 2,
    });
    const off = await call('PUT', `/rooms/status/${room.roomId}`, owner, { roomStatus: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ roomId: room.roomId, roomStatus: false });

    const stay = stayFrom(12, 2);
    const guestView = ZRoomList.parse(
      (
        await call(
          'GET',
          `/rooms/hotel/${hotelId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`,
        )
      ).json(),
    );
    expect(guestView.find((r) => r.roomId === room.roomId)).toMatchObject({ roomStatus: false });
    const refused = await postBooking(
      ctx.app,
      bookingRequest(hotelId, [{ room: roomFor(room), quantity: 1 }], stay),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'ROOM_UNAVAILABLE',
      message: 'Switchable Suite is not available for booking',
    });
    const ownerView = ZOwnerRoomList.parse(
      (await call('GET', `/owner/rooms?hotelId=${hotelId}`, owner)).json(),
    );
    expect(ownerView.find((r) => r.roomId === room.roomId)).toMatchObject({
      roomStatus: false,
      hotelName: 'Owner Towers',
    });

    const on = await call('PUT', `/rooms/status/${room.roomId}`, owner, { roomStatus: 1 });
    expect(on.json().roomStatus).toBe(true);
    expect(
      (
        await postBooking(
          ctx.app,
          bookingRequest(hotelId, [{ room: roomFor(room), quantity: 1 }], stay),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('refuses a status that is not true or false', async () => {
    const room = await addRoom({ roomType: 'Status Check' });
    const response = await call('PUT', `/rooms/status/${room.roomId}`, owner, {
      roomStatus: 'maybe',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.roomStatus).toBe(ROOM_MESSAGES.roomStatusRequired);
  });
});
