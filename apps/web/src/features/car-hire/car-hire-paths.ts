/** Where every call to action on the landing leads: the car listing (spec §2 route table). */
export const CAR_LISTING_PATH = '/car-listing';
