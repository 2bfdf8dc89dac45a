import { describe, expect, it } from 'vitest';
import { HOTEL_MESSAGES } from '@waka/shared/hotels/register-hotel';
import { call, owner, useOwnersApp } from '../support/owners-app';
import { hotelCount, register, registration } from './owner-hotels-fixtures';

/*
 * A hotel's check-in time (docs/product.md#cancellation): the owner may set
 * one, 'HH:MM' in Lagos; every hotel answer shows it, 14:00 when unset. The
 * free-cancellation deadline is counted from it.
 */

useOwnersApp();

describe(`a hotel's check-in time (${process.env.TEST_ENGINE})`, () => {
  it('is 14:00 unless the owner sets another, on registering or editing; shown in every answer', async () => {
    const usual = await register(owner);
    expect(usual.checkInTime).toBe('14:00');
    const early = await register(owner, { checkInTime: '11:30' });
    expect(early.checkInTime).toBe('11:30');
    expect((await call('GET', `/hotels/${early.hotelId}`)).json().checkInTime).toBe('11:30');

    const edited = await call('PUT', `/hotels/${usual.hotelId}`, owner, {
      ...registration(),
      checkInTime: '15:00',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().checkInTime).toBe('15:00');
    // An edit that leaves it out keeps it.
    const kept = await call('PUT', `/hotels/${usual.hotelId}`, owner, registration());
    expect(kept.json().checkInTime).toBe('15:00');
    const listed = await call('GET', '/owner/hotels', owner);
    expect(listed.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ hotelId: early.hotelId, checkInTime: '11:30' }),
      ]),
    );
  });

  it('refuses a time that is not HH:MM from 00:00 to 23:59, naming checkInTime, and stores nothing', async () => {
    const before = await hotelCount();
    for (const checkInTime of ['24:00', '9:00', '14:60', 'noon', 1400]) {
      const response = await call('POST', '/hotels', owner, registration({ checkInTime }));
      expect(response.statusCode, String(checkInTime)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['checkInTime']);
      if (typeof checkInTime === 'string')
        expect(response.json().fields.checkInTime).toBe(HOTEL_MESSAGES.checkInTimeInvalid);
    }
    expect(await hotelCount()).toBe(before);
  });
});
