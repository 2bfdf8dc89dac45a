// A module without zod: the home page reads this count in its first
// JavaScript, and importing it from search-hotels brought zod along (the
// bundle budget, bench/README.md#targets).

/** How many hotels the home page features (docs/product.md#constants). */
export const FEATURED_HOTEL_COUNT = 12;
