import { describe, expect, it } from 'vitest';
import { ZHotel } from '@waka/shared/hotels/hotel';
import { HOTEL_MESSAGES } from '@waka/shared/hotels/register-hotel';
import { useOwnersApp, owner, call } from '../support/owners-app';
import { registration, register } from './owner-hotels-fixtures';

/*
 * Editing a hotel: what an edit saves and keeps, the edit rules, and the
 * answers for an unknown or malformed hotel id.
 */

useOwnersApp();

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
