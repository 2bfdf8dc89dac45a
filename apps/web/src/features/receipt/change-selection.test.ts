import { describe, expect, it } from 'vitest';
import { changeSelection } from './change-selection';

const standard = 'a0000000-0000-4000-8000-000000000001';
const deluxe = 'a0000000-0000-4000-8000-000000000002';
const booked = [
  { roomId: standard, roomType: 'Standard', quantity: 1, price: 25_000 },
  { roomId: deluxe, roomType: 'Deluxe', quantity: 2, price: 40_000 },
];
const now = [
  { roomId: standard, roomPrice: 25_000, roomQuantity: 5, roomStatus: true },
  { roomId: deluxe, roomPrice: 40_000, roomQuantity: 30, roomStatus: true },
];

describe('changeSelection', () => {
  it('prices the booked lines at the picked quantities for the new nights', () => {
    const { lines, total, notOffered } = changeSelection(booked, { [deluxe]: 1 }, now, 3);
    expect(lines.map((l) => [l.roomType, l.quantity])).toEqual([
      ['Standard', 1],
      ['Deluxe', 1],
    ]);
    expect(total).toBe((25_000 + 40_000) * 3);
    expect(notOffered).toEqual([]);
  });

  it('charges the price a room has now, and remembers the one it was booked at', () => {
    const dearer = [{ ...now[0]!, roomPrice: 27_500 }, now[1]!];
    const { lines, total } = changeSelection(booked, {}, dearer, 2);
    expect(lines[0]).toMatchObject({ price: 27_500, bookedPrice: 25_000 });
    expect(total).toBe((27_500 + 2 * 40_000) * 2);
  });

  it('offers at most the units the room has, never past the per-booking bound', () => {
    const { lines } = changeSelection(booked, {}, now, 1);
    expect(lines.map((l) => l.most)).toEqual([5, 10]);
  });

  it('names a room type the hotel switched off or removed', () => {
    const off = [{ ...now[0]!, roomStatus: false }];
    expect(changeSelection(booked, {}, off, 1).notOffered).toEqual(['Standard', 'Deluxe']);
  });
});
