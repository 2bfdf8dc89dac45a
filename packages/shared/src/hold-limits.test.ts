import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZOwnerBookingsQuery } from './bookings/booking-lists';
import { ZCreateBookingRequest } from './bookings/create-booking';
import { CAR_BOOKING_MESSAGES, ZPickupDate, checkPickupNotPast } from './cars/car-booking';
import { addDays, addMonths, lagosToday } from './dates';
import {
  DEFAULT_HOLD_LIMITS,
  HOLD_MESSAGES,
  holdLimits,
  latestBookableDate,
  setHoldLimits,
} from './hold-limits';
import { checkStayDates, stayDatesMax } from './stay-dates';

const TODAY = '2026-11-27';

const ZStay = (limits = DEFAULT_HOLD_LIMITS) =>
  z
    .object({ checkIn: z.string(), checkOut: z.string() })
    .superRefine((v, ctx) => checkStayDates(v, ctx, undefined, TODAY, limits));

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

afterEach(() => setHoldLimits());

describe('addMonths', () => {
  it('moves by calendar months and falls to the last day a short month has', () => {
    expect(addMonths('2026-11-27', 18)).toBe('2028-05-27');
    expect(addMonths('2026-08-31', 18)).toBe('2028-02-29');
    expect(addMonths('2027-08-31', 18)).toBe('2029-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});

describe('stay bounds', () => {
  it('takes 30 nights ending on the last bookable date, and refuses 31 nights naming check-out', () => {
    expect(latestBookableDate(TODAY)).toBe('2028-05-27');
    expect(ZStay().safeParse({ checkIn: '2028-04-27', checkOut: '2028-05-27' }).success).toBe(true);
    expect(messages(ZStay().safeParse({ checkIn: '2026-12-01', checkOut: '2027-01-01' }))).toEqual([
      `checkOut: ${HOLD_MESSAGES.stayTooLong(30)}`,
    ]);
  });

  it('refuses a check-in or check-out past 18 months ahead, saying until when', () => {
    expect(messages(ZStay().safeParse({ checkIn: '2028-05-28', checkOut: '2028-05-29' }))).toEqual([
      'checkIn: Check-in date can be at most 18 months ahead (on or before 27-05-2028)',
    ]);
    expect(messages(ZStay().safeParse({ checkIn: '2028-05-27', checkOut: '2028-05-28' }))).toEqual([
      'checkOut: Check-out date can be at most 18 months ahead (on or before 27-05-2028)',
    ]);
    expect(messages(ZStay().safeParse({ checkIn: '9999-12-30', checkOut: '9999-12-31' }))).toEqual([
      'checkIn: Check-in date can be at most 18 months ahead (on or before 27-05-2028)',
    ]);
  });

  it('follows other limits', () => {
    const limits = { ...DEFAULT_HOLD_LIMITS, maxStayNights: 7, maxMonthsAhead: 2 };
    expect(
      messages(ZStay(limits).safeParse({ checkIn: '2026-12-01', checkOut: '2026-12-09' })),
    ).toEqual(['checkOut: A stay can be at most 7 nights']);
    expect(
      messages(ZStay(limits).safeParse({ checkIn: '2027-01-28', checkOut: '2027-01-29' })),
    ).toEqual(['checkIn: Check-in date can be at most 2 months ahead (on or before 27-01-2027)']);
  });

  it('gives the pickers their latest dates', () => {
    expect(stayDatesMax(undefined, TODAY)).toEqual({
      checkIn: '2028-05-26',
      checkOut: '2028-05-27',
    });
    expect(stayDatesMax('2026-12-01', TODAY)).toEqual({
      checkIn: '2028-05-26',
      checkOut: '2026-12-31',
    });
    expect(stayDatesMax('2028-05-20', TODAY)).toEqual({
      checkIn: '2028-05-26',
      checkOut: '2028-05-27',
    });
  });
});

describe('the limits in force', () => {
  it('are the defaults until set, and set ones are checked', () => {
    expect(holdLimits()).toEqual({
      maxStayNights: 30,
      maxUnitsPerRoomType: 10,
      maxRoomsPerBooking: 20,
      maxMonthsAhead: 18,
      maxHireDays: 30,
    });
    setHoldLimits({ maxUnitsPerRoomType: 4 });
    expect(holdLimits()).toMatchObject({ maxUnitsPerRoomType: 4, maxStayNights: 30 });
    expect(() => setHoldLimits({ maxStayNights: 0 })).toThrow(
      'maxStayNights must be a whole number from 1 to 365',
    );
    expect(() => setHoldLimits({ maxMonthsAhead: 61 })).toThrow(RangeError);
    expect(() => setHoldLimits({ maxHireDays: 91 })).toThrow(RangeError);
    setHoldLimits();
    expect(holdLimits()).toEqual(DEFAULT_HOLD_LIMITS);
  });
});

describe('the booking request reads the limits as it checks', () => {
  const roomId = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const request = (quantities: number[]) => {
    const checkIn = addDays(lagosToday(), 3);
    const customer = {
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.ng',
      phone: '08031234567',
      checkInDate: checkIn,
      checkOutDate: addDays(checkIn, 1),
    };
    return {
      customer,
      hotelId: roomId(9),
      rooms: quantities.map((quantity, i) => ({
        roomId: roomId(i),
        quantity,
        price: 1000,
        roomType: `Type ${i}`,
      })),
      totalAmount: 0,
      checkInDate: customer.checkInDate,
      checkOutDate: customer.checkOutDate,
      nights: 1,
    };
  };
  const issues = (quantities: number[]) =>
    messages(ZCreateBookingRequest.safeParse(request(quantities)));

  it('names rooms.N.quantity over 10 of one type and rooms over 20 in all', () => {
    expect(issues([10, 10])).toEqual([]);
    expect(issues([1, 11])).toEqual([`rooms.1.quantity: ${HOLD_MESSAGES.unitsPerRoomType(10)}`]);
    expect(issues([10, 10, 1])).toEqual([`rooms: ${HOLD_MESSAGES.roomsPerBooking(20)}`]);
  });

  it('follows limits set later, without building the schema again', () => {
    setHoldLimits({ maxUnitsPerRoomType: 2, maxRoomsPerBooking: 3 });
    expect(issues([3])).toEqual([`rooms.0.quantity: At most 2 of one room type in a booking`]);
    expect(issues([2, 2])).toEqual([`rooms: At most 3 rooms in one booking`]);
  });
});

describe('pickup dates and owner filters', () => {
  it('refuses year 9999 for a pickup, without reaching the instant arithmetic', () => {
    const result = ZPickupDate.safeParse('9999-12-31');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Pickup date can be at most 18 months ahead/);
    const ctx = {
      addIssue: () => {
        throw new Error('no issue expected');
      },
    } as unknown as z.RefinementCtx;
    expect(() =>
      checkPickupNotPast({ pickupDate: '9999-12-31', pickupTime: '23:00' }, ctx),
    ).not.toThrow();
    expect(ZPickupDate.safeParse(latestBookableDate()).success).toBe(true);
    expect(ZPickupDate.safeParse('2026-02-30').error?.issues.map((i) => i.message)).toEqual([
      CAR_BOOKING_MESSAGES.pickupDateInvalid,
    ]);
  });

  it('lets owner filters reach back to 2000 and forward to the last bookable date', () => {
    expect(
      ZOwnerBookingsQuery.safeParse({ from: '2000-01-01', to: latestBookableDate() }).success,
    ).toBe(true);
    for (const query of [
      { from: '1999-12-31' },
      { to: addDays(latestBookableDate(), 1) },
      { to: '9999-12-31' },
    ]) {
      expect(ZOwnerBookingsQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
