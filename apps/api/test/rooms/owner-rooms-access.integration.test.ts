import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZOwnerRoomList } from '@waka/shared/rooms/room-form';
import { rooms } from '../../src/db/schema/hotels';
import { createHotel } from '../../src/db/seed/factories';
import { expectOwnersOnly } from '../support/accounts';
import { ctx, owner, rival, customer, call } from '../support/owners-app';
import {
  useOwnerRoomsApp,
  hotelId,
  rivalHotelId,
  newRoom,
  roomCount,
  addRoom,
  edit,
} from './owner-rooms-fixtures';

/*
 * Who may manage rooms: guests and customers are refused every owner call,
 * another owner's hotel and rooms are not found, and an owner lists their
 * own rooms only (docs/product.md#roles).
 */

useOwnerRoomsApp();

describe('who may manage rooms', () => {
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
