import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROOM_MESSAGES, ZOwnerRoom } from '@waka/shared/rooms/room-form';
import { rooms } from '../../src/db/schema/hotels';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { ctx, owner, call } from '../support/owners-app';
import { useOwnerRoomsApp, hotelId, addRoom, edit, roomFor } from './owner-rooms-fixtures';

/*
 * Editing a room: the images and amenities an edit keeps or replaces, the
 * add-room rules, and no quantity below the units already booked ahead.
 */

useOwnerRoomsApp();

describe('PUT /api/v1/rooms/{roomId} (owner)', () => {
  it('keeps the stored images (and amenities) when the edit sends none', async () => {
    const room = await addRoom({ roomType: 'Keep Images' });
    const body = edit({
      roomType: 'Kept Images',
      roomPrice: 50_000,
      roomDiscount: 0,
      roomQuantity: 4,
    });
    delete body.roomImage;
    delete body.amenities;
    const response = await call('PUT', `/rooms/${room.roomId}`, owner, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZOwnerRoom.parse(response.json())).toMatchObject({
      roomId: room.roomId,
      roomType: 'Kept Images',
      roomPrice: 50_000,
      roomDiscount: 0,
      roomQuantity: 4,
      roomImage: room.roomImage,
      amenities: room.amenities,
    });
    const nulls = await call('PUT', `/rooms/${room.roomId}`, owner, { ...body, roomImage: null });
    expect(nulls.json().roomImage).toEqual(room.roomImage);
  });

  it("replaces the images with the spec's JSON text of the kept and new ones", async () => {
    const room = await addRoom({ roomType: 'New Images' });
    const kept = room.roomImage[0]!;
    const response = await call(
      'PUT',
      `/rooms/${room.roomId}`,
      owner,
      edit({
        roomType: 'New Images',
        roomImage: JSON.stringify([kept, '/media/uploads/new.webp']),
        amenities: ['Bathtub'],
      }),
    );
    expect(response.json()).toMatchObject({
      roomImage: [kept, '/media/uploads/new.webp'],
      amenities: ['Bathtub'],
    });
  });

  it('applies the same rules as adding, and changes nothing on a refusal', async () => {
    const room = await addRoom({ roomType: 'Strict Room' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ roomType: '' }, 'roomType', 'Room type is required'],
      [{ roomPrice: 0 }, 'roomPrice', 'Price must be positive'],
      [{ roomDiscount: -3 }, 'roomDiscount', 'Discount cannot be negative'],
      [{ roomDiscount: 150 }, 'roomDiscount', 'Discount cannot exceed 100%'],
      [{ roomDescription: '' }, 'roomDescription', 'Description is required'],
      [{ roomImage: '[]' }, 'roomImage', 'At least one image is required'],
      [{ roomQuantity: 0 }, 'roomQuantity', ROOM_MESSAGES.quantityAtLeastOne],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call(
        'PUT',
        `/rooms/${room.roomId}`,
        owner,
        edit({ roomType: 'Changed', ...overrides }),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
    const [row] = await ctx.db.select().from(rooms).where(eq(rooms.id, room.roomId));
    expect(row!.roomType).toBe('Strict Room');
  });

  it('refuses to cut the quantity below the units already booked on a coming night', async () => {
    const room = await addRoom({ roomType: 'Popular Double', roomQuantity: 4 });
    const stay = stayFrom(6, 2);
    const booked = await postBooking(
      ctx.app,
      bookingRequest(hotelId, [{ room: roomFor(room), quantity: 3 }], stay),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const response = await call(
      'PUT',
      `/rooms/${room.roomId}`,
      owner,
      edit({ roomType: 'Popular Double', roomQuantity: 2 }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'QUANTITY_BELOW_BOOKED',
      message: `3 Popular Double units are already booked on ${stay.checkIn}, so the quantity cannot be less than 3`,
    });
    expect(
      (
        await call(
          'PUT',
          `/rooms/${room.roomId}`,
          owner,
          edit({ roomType: 'Popular Double', roomQuantity: 3 }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown room', async () => {
    expect(
      (await call('PUT', '/rooms/00000000-0000-4000-8000-000000000000', owner, edit())).statusCode,
    ).toBe(404);
  });
});
