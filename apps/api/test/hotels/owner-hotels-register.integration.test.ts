import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IMAGE_ADDRESS_MESSAGE } from '@waka/shared/hotels/listing-fields';
import { HOTEL_MESSAGES } from '@waka/shared/hotels/register-hotel';
import { hotels } from '../../src/db/schema/hotels';
import { useOwnersApp, ctx, owner, call } from '../support/owners-app';
import { registration, hotelCount, register } from './owner-hotels-fixtures';

/*
 * Registering a hotel: what the owner's registration stores, the message
 * each refused field gets, and the place rules inside and outside Nigeria.
 */

useOwnersApp();

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
