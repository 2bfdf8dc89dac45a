/* What a row of the authorisation matrix says, and the bodies its write routes accept. */

export type Case = {
  access: 'owner' | 'user';
  /** A body the route accepts from whoever may call it. */
  body?: object;
  /** What the rightful caller gets. */
  allowed: number;
  /** What an owner gets on another owner's resource: 404 for ids, or their own (empty) view. */
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
