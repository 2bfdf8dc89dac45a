import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosToday, nightsBetween } from '@waka/shared/dates';
import { ZListedBookingList } from '@waka/shared/bookings/booking-lists';
import { ZRoomList } from '@waka/shared/rooms/room';
import { ROOM_MESSAGES, ZOwnerRoom, ZOwnerRoomList } from '@waka/shared/rooms/room-form';
import { bookings } from '../../src/db/schema/bookings';
import { rooms } from '../../src/db/schema/hotels';
import { createHotel, createRoom } from '../../src/db/seed/factories';
import { insertBooking } from '../../src/features/bookings/booking-repository';
import { newBookingReference } from '../../src/lib/booking-reference';
import {
  apiCaller,
  expectOwnersOnly,
  signUpOwnersAndCustomer,
  type SignedIn,
} from '../support/accounts';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
let owner: SignedIn;
let rival: SignedIn;
let customer: SignedIn;
let hotelId: string;
let rivalHotelId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ owner, rival, customer } = await signUpOwnersAndCustomer(ctx.app));
  hotelId = (await createHotel(ctx.db, owner.userId, { hotelName: 'Owner Towers' })).id;
  rivalHotelId = (await createHotel(ctx.db, rival.userId, { hotelName: 'Rival Rest' })).id;
});

const call = apiCaller(() => ctx.app);

const newRoom = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
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

const roomCount = async () => (await ctx.db.select({ n: count() }).from(rooms))[0]!.n;

async function addRoom(overrides: Record<string, unknown> = {}, who: SignedIn = owner) {
  const response = await call('POST', '/rooms', who, newRoom(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return ZOwnerRoom.parse(response.json());
}

/** The edit modal's payload: everything but hotelId, roomImage as the spec's JSON text when given. */
const edit = (overrides: Record<string, unknown> = {}) => {
  const body = newRoom(overrides);
  delete body.hotelId;
  return body;
};

const roomFor = (room: { roomId: string; roomType: string; roomPrice: number }) => ({
  id: room.roomId,
  roomType: room.roomType,
  roomPriceKobo: Math.round(room.roomPrice * 100),
});

/** A booking written straight to the tables: POST /bookings refuses past dates. */
async function bookedStay(
  room: { id: string; roomType: string; roomPriceKobo: number },
  checkIn: string,
  checkOut: string,
  userId?: string,
) {
  const nights = nightsBetween(checkIn, checkOut);
  const saved = await insertBooking(
    ctx.db,
    {
      reference: newBookingReference(),
      hotelId,
      userId: userId ?? null,
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: 'ngozi@example.ng',
      phone: '08030000001',
      checkInDate: checkIn,
      checkOutDate: checkOut,
      nights,
      totalAmountKobo: room.roomPriceKobo * nights,
    },
    [
      {
        roomId: room.id,
        roomType: room.roomType,
        quantity: 1,
        unitPriceKobo: room.roomPriceKobo,
        lineTotalKobo: room.roomPriceKobo * nights,
      },
    ],
    Array.from({ length: nights }, (_, i) => addDays(checkIn, i)),
  );
  return saved.booking;
}

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

describe('who may manage rooms (D10)', () => {
  let ownersRoomId: string;
  let rivalsRoomId: string;
  beforeAll(async () => {
    ownersRoomId = (await addRoom({ roomType: 'Guarded Twin' })).roomId;
    rivalsRoomId = (await addRoom({ hotelId: rivalHotelId, roomType: 'Rival Single' }, rival))
      .roomId;
  });

  it('answers 401 to a guest and 403 to a customer on every owner call, and writes nothing', async () => {
    const before = await roomCount();
    const attempts = [
      ['POST', '/rooms', newRoom()],
      ['PUT', `/rooms/${ownersRoomId}`, edit()],
      ['PUT', `/rooms/status/${ownersRoomId}`, { roomStatus: false }],
      ['DELETE', `/rooms/${ownersRoomId}`, undefined],
      ['GET', '/owner/rooms', undefined],
    ] as const;
    await expectOwnersOnly(call, customer, attempts);
    expect(await roomCount()).toBe(before);
    const [row] = await ctx.db.select().from(rooms).where(eq(rooms.id, ownersRoomId));
    expect(row).toMatchObject({ roomStatus: true, deletedAt: null });
  });

  it("gives another owner 404 on this owner's hotel and rooms, and changes nothing", async () => {
    const before = await roomCount();
    expect((await call('POST', '/rooms', rival, newRoom({ roomType: 'Sneaky' }))).statusCode).toBe(
      404,
    );
    expect(
      (await call('PUT', `/rooms/${ownersRoomId}`, rival, edit({ roomType: 'Stolen' }))).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/rooms/status/${ownersRoomId}`, rival, { roomStatus: false })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/rooms/${ownersRoomId}`, rival)).statusCode).toBe(404);
    expect((await call('GET', `/owner/rooms?hotelId=${hotelId}`, rival)).statusCode).toBe(404);
    expect(await roomCount()).toBe(before);
    const [row] = await ctx.db.select().from(rooms).where(eq(rooms.id, ownersRoomId));
    expect(row).toMatchObject({ roomType: 'Guarded Twin', roomStatus: true, deletedAt: null });
  });

  it("lists an owner's own rooms only, with hotel name and creation time, newest first", async () => {
    const mine = ZOwnerRoomList.parse((await call('GET', '/owner/rooms', owner)).json());
    expect(mine.map((r) => r.roomId)).toContain(ownersRoomId);
    expect(mine.map((r) => r.roomId)).not.toContain(rivalsRoomId);
    expect(mine.every((r) => r.hotelName === 'Owner Towers')).toBe(true);
    const created = mine.map((r) => r.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const theirs = ZOwnerRoomList.parse((await call('GET', '/owner/rooms', rival)).json());
    expect(theirs.map((r) => r.roomId)).toEqual([rivalsRoomId]);
    const oneHotel = ZOwnerRoomList.parse(
      (await call('GET', `/owner/rooms?hotelId=${rivalHotelId}`, rival)).json(),
    );
    expect(oneHotel.map((r) => r.hotelName)).toEqual(['Rival Rest']);
  });

  it('lists the rooms of one hotel, and none for a hotel without rooms', async () => {
    const empty = await createHotel(ctx.db, owner.userId, { hotelName: 'Empty Annex' });
    expect((await call('GET', `/owner/rooms?hotelId=${empty.id}`, owner)).json()).toEqual([]);
    expect((await call('GET', '/owner/rooms?hotelId=nope', owner)).statusCode).toBe(400);
  });
});

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

describe('DELETE /api/v1/rooms/{roomId} (owner, D12)', () => {
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
