import { beforeAll, describe, expect, it } from 'vitest';
import { ZHotelList } from '@waka/shared/hotels/hotel';
import { expectOwnersOnly } from '../support/accounts';
import { useOwnersApp, owner, rival, customer, call } from '../support/owners-app';
import { registration, hotelCount, register } from './owner-hotels-fixtures';

/*
 * Who may manage hotels: guests and customers are refused every owner call,
 * another owner's hotel is not found, and an owner lists their own only
 * (docs/product.md#roles).
 */

useOwnersApp();

describe('who may manage hotels', () => {
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
