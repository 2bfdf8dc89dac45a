import { describe, expect, it } from 'vitest';
import { readCarListing, writeCarListing } from './car-listing-params';

const read = (query: string) => readCarListing(new URLSearchParams(query), '2027-06-01');

const window = {
  pickupDate: '2027-06-12',
  pickupTime: '10:00',
  returnDate: '2027-06-15',
  returnTime: '10:00',
};
const windowQuery = 'pickupDate=2027-06-12&pickupTime=10:00&returnDate=2027-06-15&returnTime=10:00';

describe('readCarListing', () => {
  it('reads no filter and the first page from an empty address', () => {
    expect(read('')).toEqual({ bodyTypes: [], page: 1, window: null });
  });

  it('reads body types as one comma list or repeated, in the list order, unknown ones dropped', () => {
    expect(read('bodyType=Van,%20SUV,Tractor&bodyType=Sedan&page=3')).toMatchObject({
      bodyTypes: ['SUV', 'Sedan', 'Van'],
      page: 3,
    });
  });

  it('reads any page that is not a whole number from 1 as the first', () => {
    for (const page of ['0', '-2', '1.5', 'two', '']) expect(read(`page=${page}`).page).toBe(1);
  });

  it('reads a pickup window given whole', () => {
    expect(read(windowQuery).window).toEqual(window);
  });

  it('reads no window picked up before today', () => {
    expect(readCarListing(new URLSearchParams(windowQuery), '2027-06-13').window).toBeNull();
  });

  it('reads no window from one missing a field, past its return, or longer than 30 days', () => {
    for (const query of [
      'pickupDate=2027-06-12&pickupTime=10:00&returnDate=2027-06-15',
      'pickupDate=2027-06-12&pickupTime=10:30&returnDate=2027-06-15&returnTime=10:00',
      'pickupDate=2027-06-12&pickupTime=10:00&returnDate=2027-06-12&returnTime=10:00',
      'pickupDate=2027-06-12&pickupTime=10:00&returnDate=2027-07-12&returnTime=11:00',
      'pickupDate=2027-02-30&pickupTime=10:00&returnDate=2027-03-02&returnTime=10:00',
    ]) {
      expect(read(query).window).toBeNull();
    }
  });
});

describe('writeCarListing', () => {
  it('writes the body types as one comma list and leaves the defaults out', () => {
    const params = new URLSearchParams('bodyType=Van&page=4&q=keep');
    expect(
      writeCarListing(params, { bodyTypes: ['SUV', 'Van'], page: 2, window: null }).toString(),
    ).toBe('q=keep&bodyType=SUV%2CVan&page=2');
    expect(writeCarListing(params, { bodyTypes: [], page: 1, window: null }).toString()).toBe(
      'q=keep',
    );
  });

  it('writes the window, and drops it when cleared', () => {
    const written = writeCarListing(new URLSearchParams(), { bodyTypes: [], page: 1, window });
    expect(readCarListing(written, '2027-06-01').window).toEqual(window);
    const cleared = writeCarListing(written, { bodyTypes: [], page: 1, window: null });
    expect(cleared.toString()).toBe('');
  });

  it('reads back what it wrote, and leaves the address it was given alone', () => {
    const params = new URLSearchParams('page=9');
    const listing = { bodyTypes: ['Sedan' as const, 'Coupe' as const], page: 2, window };
    expect(readCarListing(writeCarListing(params, listing), '2027-06-01')).toEqual(listing);
    expect(params.toString()).toBe('page=9');
  });
});
