/** The country whose states and local governments come from the places data (D13). */
export const NIGERIA = 'Nigeria';
