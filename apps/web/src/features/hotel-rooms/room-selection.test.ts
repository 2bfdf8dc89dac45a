import type { TRoom } from '@waka/shared/rooms/room';
import { describe, expect, it } from 'vitest';
import { reconcileSelection } from './room-selection';
import { unitsCap } from './selected-room';

const room = (roomId: string, fields: Partial<TRoom> = {}): TRoom => ({
  roomId,
  hotelId: '00000000-0000-4000-8000-000000000001',
  hotelName: 'Eko Hotel',
  roomType: `Room ${roomId}`,
  roomPrice: 50_000,
  roomDiscount: 0,
  roomQuantity: 5,
  roomDescription: '',
  roomStatus: true,
  roomImage: [],
  amenities: [],
  createdDate: '2026-01-01',
  ...fields,
});

describe('unitsCap', () => {
  it('is what is left for the dates, else every unit of the room type', () => {
    expect(unitsCap({ roomQuantity: 5, unitsLeft: 2 })).toBe(2);
    expect(unitsCap({ roomQuantity: 5, unitsLeft: 0 })).toBe(0);
    expect(unitsCap({ roomQuantity: 5 })).toBe(5);
  });
});

describe('reconcileSelection', () => {
  it('keeps a room that still fits, with its fresh data and no notice', () => {
    const fresh = room('a', { roomPrice: 60_000 });
    const result = reconcileSelection([{ room: room('a'), quantity: 2 }], [fresh]);
    expect(result).toEqual({ selection: [{ room: fresh, quantity: 2 }], notices: [] });
  });

  it('drops a room that is gone, switched off or sold out for the dates, and says so', () => {
    const chosen = ['gone', 'off', 'sold'].map((id) => ({ room: room(id), quantity: 1 }));
    const result = reconcileSelection(chosen, [
      room('off', { roomStatus: false }),
      room('sold', { unitsLeft: 0 }),
    ]);
    expect(result.selection).toEqual([]);
    expect(result.notices).toEqual([
      'Room gone is not available for these dates, so it was removed from your selection.',
      'Room off is not available for these dates, so it was removed from your selection.',
      'Room sold is not available for these dates, so it was removed from your selection.',
    ]);
  });

  it('lowers a quantity above what is left to it, in words that fit one unit or more', () => {
    const result = reconcileSelection(
      [
        { room: room('a'), quantity: 4 },
        { room: room('b'), quantity: 3 },
      ],
      [room('a', { unitsLeft: 1 }), room('b', { unitsLeft: 2 })],
    );
    expect(result.selection.map(({ room: { roomId }, quantity }) => [roomId, quantity])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(result.notices).toEqual([
      'Only 1 unit of Room a is left for these dates, so your selection now has 1.',
      'Only 2 units of Room b are left for these dates, so your selection now has 2.',
    ]);
  });

  it('keeps the order the guest chose in, not the order of the fresh list', () => {
    const result = reconcileSelection(
      [
        { room: room('b'), quantity: 1 },
        { room: room('a'), quantity: 1 },
      ],
      [room('a'), room('b')],
    );
    expect(result.selection.map(({ room: { roomId } }) => roomId)).toEqual(['b', 'a']);
  });
});
