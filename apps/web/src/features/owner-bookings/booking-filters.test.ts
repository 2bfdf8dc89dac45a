import {
  OWNER_BOOKINGS_MESSAGES,
  OWNER_BOOKINGS_PAGE_SIZE,
} from '@waka/shared/bookings/booking-lists';
import { describe, expect, it } from 'vitest';
import { hasFilters, readBookingFilters } from './booking-filters';

const HOTEL = '0b5a3f2e-8c1d-4e7f-9a6b-1c2d3e4f5a6b';
const read = (query: string) => readBookingFilters(new URLSearchParams(query));

describe('readBookingFilters', () => {
  it('reads the first page of everything from an empty address', () => {
    expect(read('')).toEqual({
      query: { page: 1, pageSize: OWNER_BOOKINGS_PAGE_SIZE },
      problems: {},
    });
  });

  it('reads every filter and the paging the address holds', () => {
    const { query, problems } = read(
      `hotelId=${HOTEL}&paymentStatus=paid&from=2027-01-01&to=2027-01-31&q=%20WK-7Q%20&page=2&pageSize=50`,
    );
    expect(problems).toEqual({});
    expect(query).toEqual({
      hotelId: HOTEL,
      paymentStatus: 'paid',
      from: '2027-01-01',
      to: '2027-01-31',
      q: 'WK-7Q',
      page: 2,
      pageSize: 50,
    });
  });

  it('drops each value the schema refuses, keeps its message, and applies the rest', () => {
    const { query, problems } = read('hotelId=nope&paymentStatus=paid&page=0&from=2027-02-30');
    expect(query).toEqual({ paymentStatus: 'paid', page: 1, pageSize: OWNER_BOOKINGS_PAGE_SIZE });
    expect(problems).toEqual({
      hotelId: OWNER_BOOKINGS_MESSAGES.hotelId,
      page: OWNER_BOOKINGS_MESSAGES.page,
      from: OWNER_BOOKINGS_MESSAGES.date('from'),
    });
  });

  it('drops a "to" before "from", with the words that say why', () => {
    const { query, problems } = read('from=2027-03-10&to=2027-03-01');
    expect(query.from).toBe('2027-03-10');
    expect(query.to).toBeUndefined();
    expect(problems).toEqual({ to: OWNER_BOOKINGS_MESSAGES.toBeforeFrom });
  });
});

describe('hasFilters', () => {
  it('is true for any filter, not for the paging alone', () => {
    expect(hasFilters(read('page=3&pageSize=10').query)).toBe(false);
    expect(hasFilters(read('q=Ada').query)).toBe(true);
    expect(hasFilters(read('paymentStatus=not%20paid').query)).toBe(true);
  });
});
