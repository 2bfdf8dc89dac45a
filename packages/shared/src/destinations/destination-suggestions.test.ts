import { describe, expect, it } from 'vitest';
import { ZSearchHotelsQuery } from '../hotels/search-hotels';
import {
  ZDestinationSuggestionList,
  ZSuggestDestinationsQuery,
  suggestionLabel,
} from './destination-suggestions';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('ZSuggestDestinationsQuery', () => {
  it('takes what was typed, trimmed', () => {
    expect(ZSuggestDestinationsQuery.parse({ q: '  Ikeja ' })).toEqual({ q: 'Ikeja' });
  });

  it.each([{}, { q: '' }, { q: '   ' }, { q: 'x'.repeat(61) }])('refuses %j, naming q', (query) => {
    expect(issuesOf(ZSuggestDestinationsQuery.safeParse(query))).toEqual(['q']);
  });
});

describe('place on the hotel search', () => {
  it('takes a positive whole id, from the query string', () => {
    expect(ZSearchHotelsQuery.parse({ q: 'Ikeja', place: '12' }).place).toBe(12);
    expect(ZSearchHotelsQuery.parse({ q: 'Ikeja' }).place).toBeUndefined();
  });

  it.each(['0', '-4', '1.5', 'ikeja', '99999999999'])('refuses place=%s, naming place', (place) => {
    expect(issuesOf(ZSearchHotelsQuery.safeParse({ q: 'Ikeja', place }))).toEqual(['place']);
  });
});

describe('suggestions', () => {
  const list = ZDestinationSuggestionList.parse([
    { kind: 'state', placeId: 1, name: 'Lagos', stateName: 'Lagos', hotelCount: 1400 },
    {
      kind: 'city',
      placeId: 2,
      name: 'Abuja',
      stateName: 'Federal Capital Territory',
      hotelCount: 212,
    },
    { kind: 'local-government', placeId: 3, name: 'Ikeja', stateName: 'Lagos', hotelCount: 40 },
    {
      kind: 'hotel',
      hotelId: '7b0d3c8e-5a0f-4b65-9a53-2f7f3a1b1c11',
      name: 'Èkó Grand',
      city: 'Ikeja',
      stateName: 'Lagos',
    },
  ]);

  it('are labelled as the box shows them once chosen', () => {
    expect(list.map(suggestionLabel)).toEqual(['Lagos', 'Abuja, FCT', 'Ikeja, Lagos', 'Èkó Grand']);
  });

  it('refuse an unknown kind', () => {
    expect(
      ZDestinationSuggestionList.safeParse([
        { kind: 'country', placeId: 1, name: 'Nigeria', stateName: '', hotelCount: 1 },
      ]).success,
    ).toBe(false);
  });
});
