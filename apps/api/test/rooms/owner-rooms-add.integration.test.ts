import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZRoomList } from '@waka/shared/rooms/room';
import { ROOM_MESSAGES } from '@waka/shared/rooms/room-form';
import { rooms } from '../../src/db/schema/hotels';
import { ctx, owner, call } from '../support/owners-app';
import { useOwnerRoomsApp, hotelId, newRoom, roomCount, addRoom } from './owner-rooms-fixtures';

/*
 * Adding a room type: what the add-room form's payload stores, the shapes
 * of images, amenities and numbers it takes, and each refused field's message.
 */

useOwnerRoomsApp();

describe('POST /api/v1/rooms (owner)', () => {
  it('adds a room type to the owner’s hotel, answers 201 with it, and stores the price in kobo', async () => {
    const room = await addRoom();
    expect(room).toMatchObject({
      hotelId,
      hotelName: 'Owner Towers',
      roomType: 'Deluxe King',
      roomPrice: 45_000.5,
      roomDiscount: 10,
      roomQuantity: 3,
      roomStatus: true,
      roomImage: ['http://waka.test/media/uploads/king-1.webp', '/media/uploads/king-2.webp'],
      amenities: ['Free Wifi', 'Desk', 'Air Conditioning'],
    });
    expect(room.createdAt).toBe(room.createdDate);
    const [row] = await ctx.db.select().from(rooms).where(eq(rooms.id, room.roomId));
    expect(row).toMatchObject({ roomPriceKobo: 4_500_050, roomImages: room.roomImage });
    const guestView = ZRoomList.parse((await call('GET', `/rooms/hotel/${hotelId}`)).json());
    expect(guestView.map((r) => r.roomId)).toContain(room.roomId);
  });

  it('takes the images and amenities as JSON text of a list, or one image address, and form-style numbers', async () => {
    const fromText = await addRoom({
      roomImage: '["/media/uploads/a.webp","/media/uploads/b.webp"]',
      amenities: '["Bathtub","Bathtub"]',
      roomPrice: '30000',
      roomQuantity: '2',
      roomDiscount: '',
    });
    expect(fromText).toMatchObject({
      roomImage: ['/media/uploads/a.webp', '/media/uploads/b.webp'],
      amenities: ['Bathtub'],
      roomPrice: 30_000,
      roomQuantity: 2,
      roomDiscount: 0,
    });
    const single = await addRoom({
      roomImage: 'https://images.example.ng/one.jpg',
      amenities: undefined,
    });
    expect(single).toMatchObject({
      roomImage: ['https://images.example.ng/one.jpg'],
      amenities: [],
    });
  });

  const missing = undefined;
  const messageCases: [field: string, value: unknown, message: string][] = [
    ['hotelId', missing, 'Hotel ID is required'],
    ['hotelId', '', 'Hotel ID is required'],
    ['hotelId', 'not-a-hotel', ROOM_MESSAGES.hotelIdInvalid],
    ['roomType', missing, 'Room type is required'],
    ['roomType', '  ', 'Room type is required'],
    ['roomPrice', missing, 'Price is required'],
    ['roomPrice', '', 'Price is required'],
    ['roomPrice', 0, 'Price must be positive'],
    ['roomPrice', -5, 'Price must be positive'],
    ['roomDiscount', -1, 'Discount cannot be negative'],
    ['roomDiscount', 101, 'Discount cannot exceed 100%'],
    ['roomDiscount', 12.5, ROOM_MESSAGES.discountWhole],
    ['roomQuantity', missing, ROOM_MESSAGES.quantityRequired],
    ['roomQuantity', 0, ROOM_MESSAGES.quantityAtLeastOne],
    ['roomQuantity', 1.5, ROOM_MESSAGES.quantityWhole],
    ['roomDescription', missing, 'Description is required'],
    ['roomDescription', '', 'Description is required'],
    ['roomImage', missing, 'At least one image is required'],
    ['roomImage', [], 'At least one image is required'],
    ['roomImage', '[]', 'At least one image is required'],
    ['roomImage', ['javascript:alert(1)'], 'Must be an image address (URL)'],
    ['amenities', ['Free Wifi', 'Jacuzzi'], ROOM_MESSAGES.unknownAmenity],
  ];

  it.each(messageCases)(
    'refuses %s = %j with 400 and the words "%s", writing nothing',
    async (field, value, message) => {
      const before = await roomCount();
      const body = newRoom({ [field]: value });
      if (value === undefined) delete body[field];
      const response = await call('POST', '/rooms', owner, body);
      expect(response.statusCode).toBe(400);
      const error = response.json();
      expect(error.error).toBe('VALIDATION_FAILED');
      const name = Object.keys(error.fields).find((f) => f === field || f.startsWith(`${field}.`));
      expect(name, JSON.stringify(error)).toBeDefined();
      expect(error.fields[name!]).toBe(message);
      expect(await roomCount()).toBe(before);
    },
  );
});
