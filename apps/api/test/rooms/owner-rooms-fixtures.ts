import { count } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { ZOwnerRoom } from '@waka/shared/rooms/room-form';
import { rooms } from '../../src/db/schema/hotels';
import { createHotel } from '../../src/db/seed/factories';
import { type SignedIn } from '../support/accounts';
import { ctx, owner, rival, useOwnersApp, call } from '../support/owners-app';
import { insertStay, type PricedRoom } from '../support/past-bookings';

/*
 * The owner's room as the add-room form sends it, and the calls the
 * owner-room tests share: each file's owner and rival have a hotel each.
 */
export let hotelId: string;
export let rivalHotelId: string;

export function useOwnerRoomsApp() {
  useOwnersApp();
  beforeAll(async () => {
    hotelId = (await createHotel(ctx.db, owner.userId, { hotelName: 'Owner Towers' })).id;
    rivalHotelId = (await createHotel(ctx.db, rival.userId, { hotelName: 'Rival Rest' })).id;
  });
}

export const newRoom = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  hotelId,
  roomType: 'Deluxe King',
  roomPrice: 45_000.5,
  roomDiscount: 10,
  roomQuantity: 3,
  roomDescription: 'A king bed, a desk and a view of the lagoon.',
  roomImage: ['http://waka.test/media/uploads/king-1.webp', '/media/uploads/king-2.webp'],
  amenities: ['Free Wifi', 'Desk', 'Air Conditioning'],
  ...overrides,
});

export const roomCount = async () => (await ctx.db.select({ n: count() }).from(rooms))[0]!.n;

export async function addRoom(overrides: Record<string, unknown> = {}, who: SignedIn = owner) {
  const response = await call('POST', '/rooms', who, newRoom(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return ZOwnerRoom.parse(response.json());
}

/** The edit modal's payload: everything but hotelId, roomImage as JSON text when given (docs/product.md#api). */
export const edit = (overrides: Record<string, unknown> = {}) => {
  const body = newRoom(overrides);
  delete body.hotelId;
  return body;
};

export const roomFor = (room: { roomId: string; roomType: string; roomPrice: number }) => ({
  id: room.roomId,
  roomType: room.roomType,
  roomPriceKobo: Math.round(room.roomPrice * 100),
});

const pastGuest = {
  firstName: 'Ngozi',
  lastName: 'Eze',
  email: 'ngozi@example.ng',
  phone: '08030000001',
};

/** A booking written straight to the tables: POST /bookings refuses past dates. */
export const bookedStay = (room: PricedRoom, checkIn: string, checkOut: string, userId?: string) =>
  insertStay(ctx.db, hotelId, room, checkIn, checkOut, pastGuest, { userId });
