/** The country whose states and local governments come from the places data (docs/product.md#places). */
export const NIGERIA = 'Nigeria';
