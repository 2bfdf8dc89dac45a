import { addDays, lagosToday } from '@waka/shared/dates';
import { describe, expect, it } from 'vitest';
import { readHotelPage, readHotelSearch, writeHotelPage } from './hotel-search';

const tomorrow = addDays(lagosToday(), 1);
const nextWeek = addDays(lagosToday(), 7);
const read = (query: Record<string, string>) => readHotelSearch(new URLSearchParams(query));

describe('readHotelSearch', () => {
  it('reads the destination, trimmed, and the dates as a pair', () => {
    expect(read({ destination: '  Lagos ', checkIn: tomorrow, checkOut: nextWeek })).toEqual({
      destination: 'Lagos',
      stay: { checkIn: tomorrow, checkOut: nextWeek },
    });
  });

  it('searches without dates that break the search form’s rules', () => {
    const yesterday = addDays(lagosToday(), -1);
    const refused: Record<string, string>[] = [
      { checkIn: tomorrow },
      { checkIn: yesterday, checkOut: nextWeek },
      { checkIn: nextWeek, checkOut: tomorrow },
      { checkIn: 'soon', checkOut: nextWeek },
    ];
    for (const dates of refused) {
      expect(read({ destination: 'Abuja', ...dates })).toEqual({ destination: 'Abuja' });
    }
    expect(read({})).toEqual({ destination: '' });
  });

  it('reads a chosen place by its id, and leaves out one that is not a whole number or has no words', () => {
    expect(read({ destination: 'Ikeja, Lagos', place: '12' })).toEqual({
      destination: 'Ikeja, Lagos',
      place: 12,
    });
    for (const place of ['0', '-1', '1.5', 'ikeja', '']) {
      expect(read({ destination: 'Ikeja', place }).place).toBeUndefined();
    }
    expect(read({ place: '12' }).place).toBeUndefined();
  });
});

describe('readHotelPage and writeHotelPage', () => {
  it('read any page but a whole number from 1 as the first', () => {
    expect(readHotelPage(new URLSearchParams('page=3'))).toBe(3);
    for (const page of ['', '0', '-1', '2.5', 'x']) {
      expect(readHotelPage(new URLSearchParams({ page }))).toBe(1);
    }
  });

  it('write the page and keep the rest of the address, leaving page 1 out', () => {
    const params = new URLSearchParams('destination=Lagos&page=4');
    expect(writeHotelPage(params, 2).toString()).toBe('destination=Lagos&page=2');
    expect(writeHotelPage(params, 1).toString()).toBe('destination=Lagos');
    expect(params.toString()).toBe('destination=Lagos&page=4');
  });
});
