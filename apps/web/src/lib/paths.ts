/*
 * The addresses one screen links to another by, in one place: features may
 * not import each other or app/, so the paths they share live here. The
 * route table (app/routes.tsx) and docs/product.md#screens list every route.
 */

/** The public car listing, where every car-hire call to action leads. */
export const CAR_LISTING_PATH = '/car-listing';

/**
 * The rental request for one car. The car travels in the URL, not only in
 * router state, so a reload or a shared link still works.
 */
export function carRentalPath(carId: string): string {
  return `${CAR_LISTING_PATH}/car-rental-request?${new URLSearchParams({ carId })}`;
}

/** The owner's list of hotels to add rooms to. */
export const CREATE_ROOMS_LIST = '/owner/all-hotel';

/** The owner's list of hotels whose rooms to view and manage. */
export const MANAGE_ROOMS_LIST = '/owner/list-room';

/** Adding a room to one hotel; where a newly registered hotel's owner goes next. */
export const addRoomPath = (hotelId: string) => `${CREATE_ROOMS_LIST}/add-room/${hotelId}`;

/** One hotel's room listings. */
export const roomListingsPath = (hotelId: string) => `${MANAGE_ROOMS_LIST}/hotel-rooms/${hotelId}`;
