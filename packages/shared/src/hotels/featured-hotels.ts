// A module without zod: the home page reads this count in its first
// JavaScript, and importing it from search-hotels brought zod along (issue 7).

/** How many hotels the home page features (spec §9). */
export const FEATURED_HOTEL_COUNT = 12;
