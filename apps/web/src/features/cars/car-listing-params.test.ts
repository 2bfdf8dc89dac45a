import { describe, expect, it } from 'vitest';
import { readCarListing, writeCarListing } from './car-listing-params';

const read = (query: string) => readCarListing(new URLSearchParams(query));

describe('readCarListing', () => {
  it('reads no filter and the first page from an empty address', () => {
    expect(read('')).toEqual({ bodyTypes: [], page: 1 });
  });

  it('reads body types as one comma list or repeated, in the list order, unknown ones dropped', () => {
    expect(read('bodyType=Van,%20SUV,Tractor&bodyType=Sedan&page=3')).toEqual({
      bodyTypes: ['SUV', 'Sedan', 'Van'],
      page: 3,
    });
  });

  it('reads any page that is not a whole number from 1 as the first', () => {
    for (const page of ['0', '-2', '1.5', 'two', '']) expect(read(`page=${page}`).page).toBe(1);
  });
});

describe('writeCarListing', () => {
  it('writes the body types as one comma list and leaves the defaults out', () => {
    const params = new URLSearchParams('bodyType=Van&page=4&q=keep');
    expect(writeCarListing(params, { bodyTypes: ['SUV', 'Van'], page: 2 }).toString()).toBe(
      'q=keep&bodyType=SUV%2CVan&page=2',
    );
    expect(writeCarListing(params, { bodyTypes: [], page: 1 }).toString()).toBe('q=keep');
  });

  it('reads back what it wrote, and leaves the address it was given alone', () => {
    const params = new URLSearchParams('page=9');
    const listing = { bodyTypes: ['Sedan' as const, 'Coupe' as const], page: 2 };
    expect(readCarListing(writeCarListing(params, listing))).toEqual(listing);
    expect(params.toString()).toBe('page=9');
  });
});
