import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosToday, nightsBetween } from '@waka/shared/dates';
import { ZHotel, ZHotelList } from '@waka/shared/hotels/hotel';
import { IMAGE_ADDRESS_MESSAGE } from '@waka/shared/hotels/listing-fields';
import { HOTEL_MESSAGES } from '@waka/shared/hotels/register-hotel';
import { ZListedBookingList } from '@waka/shared/bookings/booking-lists';
import { hotels, rooms } from '../../src/db/schema/hotels';
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

beforeAll(async () => {
  ctx = await createTestApp();
  ({ owner, rival, customer } = await signUpOwnersAndCustomer(ctx.app));
});

const call = apiCaller(() => ctx.app);

const registration = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
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

const hotelCount = async () => (await ctx.db.select({ n: count() }).from(hotels))[0]!.n;

async function register(who: SignedIn, overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/hotels', who, registration(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return ZHotel.parse(response.json());
}

/** A booking written straight to the tables: POST /bookings refuses past dates, and history has them. */
async function bookedStay(
  hotelId: string,
  room: { id: string; roomType: string; roomPriceKobo: number },
  checkIn: string,
  checkOut: string,
  options: { userId?: string; status?: 'confirmed' | 'cancelled' } = {},
) {
  const nights = nightsBetween(checkIn, checkOut);
  const saved = await insertBooking(
    ctx.db,
    {
      reference: newBookingReference(),
      hotelId,
      userId: options.userId ?? null,
      firstName: 'Chidi',
      lastName: 'Okafor',
      email: 'chidi@example.ng',
      phone: '08030000000',
      checkInDate: checkIn,
      checkOutDate: checkOut,
      nights,
      totalAmountKobo: room.roomPriceKobo * nights,
      status: options.status ?? 'confirmed',
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

describe('POST /api/v1/hotels (owner)', () => {
  it('registers a hotel owned by the caller, answers 201 with its hotelId, and stores the price in kobo', async () => {
    const hotel = await register(owner, {
      state: 'lagos',
      localGov: 'ikeja',
      hotelAmenities: '["Free Wifi","Parking","Free Wifi"]',
    });
    expect(hotel).toMatchObject({
      hotelName: 'Eko Palm Suites',
      hotelContactNo: '08031234567',
      country: 'Nigeria',
      state: 'Lagos',
      stateId: 25,
      localGov: 'Ikeja',
      hotelRating: 4,
      minimumPrice: 35_000.5,
      propertyType: 'hotel',
      hotelAmenities: ['Free Wifi', 'Parking'],
      hotelImage: 'http://waka.test/media/uploads/eko-palm.webp',
    });
    const [row] = await ctx.db.select().from(hotels).where(eq(hotels.id, hotel.hotelId));
    expect(row).toMatchObject({
      ownerId: owner.userId,
      minimumPriceKobo: 3_500_050,
      deletedAt: null,
    });
    const publicView = await call('GET', `/hotels/${hotel.hotelId}`);
    expect(publicView.json()).toMatchObject({
      hotelId: hotel.hotelId,
      hotelName: 'Eko Palm Suites',
    });
  });

  const missing = undefined;
  const messageCases: [field: string, value: unknown, message: string][] = [
    ['hotelName', missing, 'Hotel name is required'],
    ['hotelName', '   ', 'Hotel name is required'],
    ['hotelContactNo', missing, 'Contact number is required'],
    ['hotelContactNo', '', 'Contact number is required'],
    ['hotelContactNo', '0803-123-4567', 'Must be only digits'],
    ['hotelContactNo', '080312345', 'Must be at least 10 digits'],
    ['hotelContactNo', '0803123456789012', 'Must be 15 digits or less'],
    ['hotelDescription', '', 'Description is required'],
    ['hotelAddress', missing, 'Address is required'],
    ['hotelImage', missing, 'Image is required'],
    ['hotelImage', '', 'Image is required'],
    ['country', '', 'Country is required'],
    ['state', missing, 'State is required'],
    ['localGov', '', 'Local government is required'],
    ['city', missing, 'City is required'],
    ['hotelRating', missing, 'Rating is required'],
    ['hotelRating', '', 'Rating is required'],
    ['hotelRating', 0, 'Minimum rating is 1'],
    ['hotelRating', 6, 'Maximum rating is 5'],
    ['minimumPrice', missing, 'property minimum price is required'],
    ['minimumPrice', '', 'property minimum price is required'],
    ['minimumPrice', 0, HOTEL_MESSAGES.minimumPricePositive],
    ['propertyType', missing, 'property type is required'],
    ['propertyType', 'castle', 'property type is required'],
    ['hotelAmenities', ['Free Wifi', 'Helipad'], HOTEL_MESSAGES.unknownAmenity],
    ['hotelImage', 'not a web address', IMAGE_ADDRESS_MESSAGE],
  ];

  it.each(messageCases)(
    'refuses %s = %j with 400 and the words "%s", writing nothing',
    async (field, value, message) => {
      const before = await hotelCount();
      const body = registration({ [field]: value });
      if (value === undefined) delete body[field];
      const response = await call('POST', '/hotels', owner, body);
      expect(response.statusCode).toBe(400);
      const error = response.json();
      expect(error).toMatchObject({ error: 'VALIDATION_FAILED' });
      const name = Object.keys(error.fields).find((f) => f === field || f.startsWith(`${field}.`));
      expect(name, JSON.stringify(error)).toBeDefined();
      expect(error.fields[name!]).toBe(message);
      expect(await hotelCount()).toBe(before);
    },
  );

  it('names every missing field at once for an empty body', async () => {
    const response = await call('POST', '/hotels', owner, {});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(
      [
        'city',
        'country',
        'hotelAddress',
        'hotelContactNo',
        'hotelDescription',
        'hotelImage',
        'hotelName',
        'hotelRating',
        'localGov',
        'minimumPrice',
        'propertyType',
        'state',
      ].sort(),
    );
  });

  it("for Nigeria, requires a real state and one of that state's local governments", async () => {
    const before = await hotelCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ state: 'Atlantis', stateId: undefined }, 'state', HOTEL_MESSAGES.unknownState],
      [{ stateId: 999 }, 'stateId', HOTEL_MESSAGES.unknownState],
      [{ state: 'Kano', stateId: 25 }, 'state', HOTEL_MESSAGES.stateMismatch],
      [{ localGov: 'Garki' }, 'localGov', 'Choose a local government of Lagos'],
      [
        { state: 'Federal Capital Territory', stateId: undefined, localGov: 'Ikeja' },
        'localGov',
        'Choose a local government of Federal Capital Territory',
      ],
      [{ country: 'Wakanda' }, 'country', HOTEL_MESSAGES.unknownCountry],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', '/hotels', owner, registration(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'VALIDATION_FAILED',
        fields: { [field]: message },
      });
    }
    expect(await hotelCount()).toBe(before);

    const abuja = await register(owner, {
      state: 'federal capital territory',
      stateId: undefined,
      localGov: 'ABUJA MUNICIPAL AREA COUNCIL',
      city: 'Abuja',
    });
    expect(abuja).toMatchObject({
      state: 'Federal Capital Territory',
      stateId: 15,
      localGov: 'Abuja Municipal Area Council',
    });
  });

  it('takes state and local government as free text outside Nigeria', async () => {
    const accra = await register(owner, {
      country: 'ghana',
      state: 'Greater Accra',
      stateId: undefined,
      localGov: 'Accra Metropolitan',
      city: 'Accra',
    });
    expect(accra).toMatchObject({
      country: 'Ghana',
      state: 'Greater Accra',
      stateId: null,
      localGov: 'Accra Metropolitan',
    });
  });
});

describe('who may manage hotels (D10)', () => {
  let ownersHotelId: string;
  beforeAll(async () => {
    ownersHotelId = (await register(owner, { hotelName: 'Guarded Inn' })).hotelId;
  });

  it('answers 401 to a guest and 403 to a customer on every owner call, and writes nothing', async () => {
    const before = await hotelCount();
    const attempts = [
      ['POST', '/hotels', registration()],
      ['PUT', `/hotels/${ownersHotelId}`, registration()],
      ['DELETE', `/hotels/${ownersHotelId}`, undefined],
      ['GET', '/owner/hotels', undefined],
    ] as const;
    await expectOwnersOnly(call, customer, attempts);
    expect(await hotelCount()).toBe(before);
  });

  it("gives another owner 404 on this owner's hotel and leaves it unchanged", async () => {
    expect(
      (await call('PUT', `/hotels/${ownersHotelId}`, rival, registration({ hotelName: 'Stolen' })))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/hotels/${ownersHotelId}`, rival)).statusCode).toBe(404);
    const still = await call('GET', `/hotels/${ownersHotelId}`);
    expect(still.json().hotelName).toBe('Guarded Inn');
  });

  it("lists an owner's own hotels only, newest first", async () => {
    const rivalHotel = await register(rival, { hotelName: 'Rival Rest' });
    const newest = await register(owner, { hotelName: 'Newest Lodge' });
    const mine = ZHotelList.parse((await call('GET', '/owner/hotels', owner)).json());
    expect(mine[0]!.hotelId).toBe(newest.hotelId);
    expect(mine.map((h) => h.hotelId)).toContain(ownersHotelId);
    expect(mine.map((h) => h.hotelId)).not.toContain(rivalHotel.hotelId);
    const created = mine.map((h) => h.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const theirs = ZHotelList.parse((await call('GET', '/owner/hotels', rival)).json());
    expect(theirs.map((h) => h.hotelName)).toEqual(['Rival Rest']);
  });
});

describe('PUT /api/v1/hotels/{hotelId} (owner)', () => {
  it('saves the edit values, taking the amenities as the spec sends them, and keeps the image when none is sent', async () => {
    const hotel = await register(owner, { hotelName: 'Before Edit' });
    const edit = registration({
      hotelName: 'After Edit',
      hotelRating: 4.5,
      minimumPrice: '42000',
      state: 'Oyo',
      stateId: 31,
      localGov: 'Ibadan North',
      city: 'Ibadan',
    });
    delete edit.hotelImage;
    delete edit.hotelAmenities;
    edit.amenities = ['Elevator', 'Security'];
    const response = await call('PUT', `/hotels/${hotel.hotelId}`, owner, edit);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZHotel.parse(response.json())).toMatchObject({
      hotelId: hotel.hotelId,
      hotelName: 'After Edit',
      hotelRating: 4.5,
      minimumPrice: 42_000,
      state: 'Oyo',
      stateId: 31,
      localGov: 'Ibadan North',
      hotelAmenities: ['Elevator', 'Security'],
      hotelImage: hotel.hotelImage,
    });
    const reread = await call('GET', `/hotels/${hotel.hotelId}`);
    expect(reread.json()).toMatchObject({
      hotelName: 'After Edit',
      hotelImage: hotel.hotelImage,
      hotelAmenities: ['Elevator', 'Security'],
    });
  });

  it('keeps the amenities when the edit sends none, and takes a new image when one is sent', async () => {
    const hotel = await register(owner, { hotelName: 'Image Swap' });
    const edit = registration({
      hotelName: 'Image Swap',
      hotelImage: '/media/uploads/new-front.webp',
    });
    delete edit.hotelAmenities;
    const response = await call('PUT', `/hotels/${hotel.hotelId}`, owner, edit);
    expect(response.json()).toMatchObject({
      hotelImage: '/media/uploads/new-front.webp',
      hotelAmenities: hotel.hotelAmenities,
    });
  });

  it('applies the hotel edit rules and changes nothing on a refusal', async () => {
    const hotel = await register(owner, { hotelName: 'Strict Edit' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ hotelRating: 0.5 }, 'hotelRating', 'Minimum rating is 1'],
      [{ hotelRating: 5.5 }, 'hotelRating', 'Maximum rating is 5'],
      [{ hotelRating: 4.25 }, 'hotelRating', HOTEL_MESSAGES.ratingStep],
      [{ hotelContactNo: '12345' }, 'hotelContactNo', 'Must be at least 10 digits'],
      [{ minimumPrice: undefined }, 'minimumPrice', 'property minimum price is required'],
      [{ hotelName: '' }, 'hotelName', 'Hotel name is required'],
      [
        { localGov: 'Kosofe', state: 'Oyo', stateId: 31 },
        'localGov',
        'Choose a local government of Oyo',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const body = registration({ hotelName: 'Changed', ...overrides });
      if ('minimumPrice' in overrides && overrides.minimumPrice === undefined)
        delete body.minimumPrice;
      const response = await call('PUT', `/hotels/${hotel.hotelId}`, owner, body);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
    expect((await call('GET', `/hotels/${hotel.hotelId}`)).json().hotelName).toBe('Strict Edit');
  });

  it('answers 404 for an unknown hotel and 400 for a malformed id', async () => {
    expect(
      (await call('PUT', '/hotels/00000000-0000-4000-8000-000000000000', owner, registration()))
        .statusCode,
    ).toBe(404);
    expect((await call('PUT', '/hotels/not-an-id', owner, registration())).statusCode).toBe(400);
  });
});

describe('DELETE /api/v1/hotels/{hotelId} (owner, D12)', () => {
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
    expect(listIds((await call('GET', `/hotels?${paged.slice(1)}`)).json())).not.toContain(hotel.id);
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
