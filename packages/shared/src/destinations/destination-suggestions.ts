import { z } from 'zod';

/**
 * What the search box suggests as a traveller types
 * (docs/decisions/0030-destination-suggestions.md): places that hotels name,
 * with how many listed hotels each has, and hotels by name.
 */
export const PLACE_KINDS = ['state', 'local-government', 'city'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** At most this many places, then at most HOTEL_SUGGESTION_LIMIT hotels, in one answer. */
export const PLACE_SUGGESTION_LIMIT = 6;
export const HOTEL_SUGGESTION_LIMIT = 3;
export const SUGGESTION_QUERY_MAX = 60;

/** GET /api/v1/destinations/suggestions?q= — what has been typed so far. */
export const ZSuggestDestinationsQuery = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q must have at least one letter')
    .max(SUGGESTION_QUERY_MAX, `q must be ${SUGGESTION_QUERY_MAX} characters or less`),
});
export type TSuggestDestinationsQuery = z.infer<typeof ZSuggestDestinationsQuery>;

export const ZPlaceSuggestion = z
  .object({
    kind: z.enum(PLACE_KINDS),
    /** What GET /hotels/search?place= and /rooms?place= take. */
    placeId: z.number().int().positive(),
    name: z.string(),
    stateName: z.string(),
    hotelCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'PlaceSuggestion' });
export type TPlaceSuggestion = z.infer<typeof ZPlaceSuggestion>;

export const ZHotelSuggestion = z
  .object({
    kind: z.literal('hotel'),
    hotelId: z.uuid(),
    name: z.string(),
    city: z.string(),
    stateName: z.string(),
  })
  .meta({ id: 'HotelSuggestion' });
export type THotelSuggestion = z.infer<typeof ZHotelSuggestion>;

export const ZDestinationSuggestion = z.union([ZPlaceSuggestion, ZHotelSuggestion]);
export const ZDestinationSuggestionList = z.array(ZDestinationSuggestion);
export type TDestinationSuggestion = z.infer<typeof ZDestinationSuggestion>;

/** The place id a search by place carries (GET /hotels/search?place=, /rooms?place=). */
export const ZPlaceId = z.coerce
  .number({ error: 'place must be a number' })
  .int('place must be a whole number')
  .positive('place must be a positive number')
  .max(2_147_483_647, 'place is too large');

const SHORT_STATE_NAMES: Record<string, string> = { 'Federal Capital Territory': 'FCT' };

/** A state as a suggestion names it: the FCT by its initials, the others in full. */
export const shortStateName = (stateName: string) => SHORT_STATE_NAMES[stateName] ?? stateName;

/** "Ikeja, Lagos", "Abuja, FCT", or a state's own name. */
export function suggestionLabel(suggestion: TDestinationSuggestion): string {
  if (suggestion.kind === 'state') return suggestion.name;
  if (suggestion.kind === 'hotel') return suggestion.name;
  return `${suggestion.name}, ${shortStateName(suggestion.stateName)}`;
}
