/* What a row of the authorisation matrix says, and the bodies its write routes accept. */

export type Case = {
  access: 'owner' | 'user' | 'admin';
  /** A body the route accepts from whoever may call it. */
  body?: object;
  /** What the rightful caller gets. */
  allowed: number;
  /** What an owner gets on another owner's resource: 404 for ids, or their own (empty) view; 403 on admin routes. */
  otherOwner: number;
  /** Path values other than the usual ones for the path's names (a car hire's bookingId). */
  pathIds?: () => Record<string, string>;
};

export const hotelBody = {
  hotelName: 'Matrix Hotel',
  hotelContactNo: '08031234567',
  hotelDescription: 'A hotel for the matrix.',
  hotelAddress: '1 Matrix Road',
  country: 'Nigeria',
  state: 'Lagos',
  localGov: 'Ikeja',
  city: 'Ikeja',
  hotelRating: 4,
  minimumPrice: 25_000,
  propertyType: 'hotel',
  hotelAmenities: ['Free Wifi'],
  hotelImage: '/uploads/matrix.webp',
};
export const roomBody = {
  roomType: 'Matrix Room',
  roomPrice: 25_000,
  roomDiscount: 0,
  roomQuantity: 5,
  roomDescription: 'A room for the matrix.',
  roomImage: ['/uploads/matrix-room.webp'],
  amenities: ['Free Wifi'],
};

/**
 * A public route that answers by who asks (docs/decisions/0023-cancellation-and-changes.md):
 * the booking's guest by its email, its customer or its owner by session;
 * anyone else gets 404, as for a booking that does not exist.
 */
export type BookingCase = {
  /** A write: its rightful callers change the booking, so it is tried after the refusals. */
  write: boolean;
  /** What the owner must add to be let through (a cancel's reason). */
  ownerBody?: object;
};

export const BY_BOOKING_CASES: Record<string, BookingCase> = {
  'GET /api/v1/bookings/:reference/cancellation-quote': { write: false },
  'GET /api/v1/carbooking/:reference/cancellation-quote': { write: false },
  'POST /api/v1/bookings/:reference/cancel': {
    write: true,
    ownerBody: { reason: 'The matrix closes the hotel' },
  },
  'POST /api/v1/carbooking/:reference/cancel': {
    write: true,
    ownerBody: { reason: 'The matrix needs the car' },
  },
};

/** A person's own profile and data (docs/decisions/0026): each caller reads and changes only theirs. */
export const PERSONAL_DATA_CASES: Record<string, Case> = {
  'GET /api/v1/accounts/me/profile': { access: 'user', allowed: 200, otherOwner: 200 },
  'PUT /api/v1/accounts/me/profile': {
    access: 'user',
    body: { name: 'Matrix Person', phone: '08031234567' },
    allowed: 200,
    otherOwner: 200,
  },
  'GET /api/v1/accounts/me/data': { access: 'user', allowed: 200, otherOwner: 200 },
  // A wrong password: the guard lets every signed-in person through to the check, and no one is deleted.
  'POST /api/v1/accounts/me/delete': {
    access: 'user',
    body: { password: 'not the password' },
    allowed: 400,
    otherOwner: 400,
  },
};
