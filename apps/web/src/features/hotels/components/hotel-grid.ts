/** The list's columns, shared by the cards and their skeleton: two from a tablet, three once wide. */
export const HOTEL_GRID = 'grid gap-6 md:grid-cols-2 xl:grid-cols-3';
