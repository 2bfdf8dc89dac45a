import { z } from 'zod';
import {
  ZImageAddress,
  ZListOrJsonText,
  ZNumberFromInput,
  ZPositiveNaira,
  ZRequiredText,
  unique,
} from '../hotels/listing-fields';
import { ZRoom } from './room';
import { ROOM_AMENITY_VALUES } from './room-amenities';

/** The add-room and edit-room words (docs/product.md#validation, #messages, #completed-features). */
export const ROOM_MESSAGES = {
  hotelIdRequired: 'Hotel ID is required',
  hotelIdInvalid: 'Hotel ID must be a hotel id',
  roomTypeRequired: 'Room type is required',
  priceRequired: 'Price is required',
  pricePositive: 'Price must be positive',
  discountNegative: 'Discount cannot be negative',
  discountTooHigh: 'Discount cannot exceed 100%',
  discountWhole: 'Discount must be a whole percent',
  // The spec gives quantity no rule; a room type has at least one unit
  // (docs/product.md#availability).
  quantityRequired: 'Quantity is required',
  quantityWhole: 'Quantity must be a whole number of rooms',
  quantityAtLeastOne: 'Quantity must be at least 1',
  quantityTooLarge: 'Quantity must be 1000 or less',
  descriptionRequired: 'Description is required',
  imageRequired: 'At least one image is required',
  tooManyImages: 'At most 10 images',
  unknownAmenity: 'Choose amenities from the list',
  roomStatusRequired: 'roomStatus must be true or false',
  added: 'Room added successfully!',
  updated: 'Room updated successfully!',
  addFailed: (message: string) => `Failed to add room: ${message}`,
  updateFailed: (message: string) => `Failed to update room: ${message}`,
  statusFailed: 'Failed to update room status. Please try again.',
  hasUpcomingBookings: (roomType: string, count: number) =>
    `${roomType} has ${count} upcoming ${count === 1 ? 'booking' : 'bookings'}, so it cannot be deleted. Switch it off to stop new bookings; past bookings are always kept.`,
  quantityBelowBooked: (roomType: string, booked: number, night: string) =>
    `${booked} ${roomType} ${booked === 1 ? 'unit is' : 'units are'} already booked on ${night}, so the quantity cannot be less than ${booked}`,
} as const;

export const MAX_ROOM_IMAGES = 10;

export const ZRoomType = ZRequiredText(ROOM_MESSAGES.roomTypeRequired, 120);
export const ZRoomDescription = ZRequiredText(ROOM_MESSAGES.descriptionRequired, 5000);

/** Naira per night; stored as kobo (docs/product.md#money). */
export const ZRoomPrice = ZNumberFromInput(
  ROOM_MESSAGES.priceRequired,
  ZPositiveNaira({ positive: ROOM_MESSAGES.pricePositive }),
);

/** A whole percent from 0 to 100; an empty field means no discount. */
export const ZRoomDiscount = z
  .union([z.number(), z.string()], { error: 'Discount must be a number' })
  .optional()
  .transform((value) =>
    value === undefined || (typeof value === 'string' && value.trim() === '') ? 0 : Number(value),
  )
  .pipe(
    z
      .number({ error: 'Discount must be a number' })
      .min(0, ROOM_MESSAGES.discountNegative)
      .max(100, ROOM_MESSAGES.discountTooHigh)
      .int(ROOM_MESSAGES.discountWhole),
  );

/** How many units of this type the hotel has (docs/product.md#availability). */
export const ZRoomQuantity = ZNumberFromInput(
  ROOM_MESSAGES.quantityRequired,
  z
    .number()
    .int(ROOM_MESSAGES.quantityWhole)
    .min(1, ROOM_MESSAGES.quantityAtLeastOne)
    .max(1000, ROOM_MESSAGES.quantityTooLarge),
);

export const ZRoomAmenity = z.enum(ROOM_AMENITY_VALUES, { error: ROOM_MESSAGES.unknownAmenity });

const ZRoomImage = ZImageAddress(ROOM_MESSAGES.imageRequired);

/** A list of image addresses, the JSON text of one, or a single address (docs/product.md#data, #images). */
export const ZRoomImages = ZListOrJsonText(
  z
    .array(ZRoomImage)
    .min(1, ROOM_MESSAGES.imageRequired)
    .max(MAX_ROOM_IMAGES, ROOM_MESSAGES.tooManyImages),
  ROOM_MESSAGES.imageRequired,
).transform(unique);

/** A list of amenities or the JSON text of one (docs/product.md#data). */
export const ZRoomAmenities = ZListOrJsonText(
  z.array(ZRoomAmenity).max(ROOM_AMENITY_VALUES.length, ROOM_MESSAGES.unknownAmenity),
  ROOM_MESSAGES.unknownAmenity,
).transform(unique);

const ZHotelId = z
  .string({ error: ROOM_MESSAGES.hotelIdRequired })
  .trim()
  .min(1, ROOM_MESSAGES.hotelIdRequired)
  .pipe(z.uuid({ error: ROOM_MESSAGES.hotelIdInvalid }));

const details = {
  roomType: ZRoomType,
  roomPrice: ZRoomPrice,
  roomDiscount: ZRoomDiscount,
  roomQuantity: ZRoomQuantity,
  roomDescription: ZRoomDescription,
};

/**
 * The Add Room form (docs/product.md#add-room, #validation) as the web holds it: number inputs as
 * text, the ticked amenities, and the addresses of the uploaded images.
 */
export const ZAddRoomForm = z.object({
  hotelId: ZHotelId,
  ...details,
  amenities: z.array(ZRoomAmenity),
  roomImage: z
    .array(ZRoomImage, { error: ROOM_MESSAGES.imageRequired })
    .min(1, ROOM_MESSAGES.imageRequired)
    .max(MAX_ROOM_IMAGES, ROOM_MESSAGES.tooManyImages),
});
export type TAddRoomForm = z.input<typeof ZAddRoomForm>;

/** POST /api/v1/rooms (owner, own hotel). Answers the room. */
export const ZAddRoomRequest = z
  .object({
    hotelId: ZHotelId,
    ...details,
    amenities: ZRoomAmenities.default([]),
    roomImage: ZRoomImages,
  })
  .meta({ id: 'AddRoomRequest' });
export type TAddRoomRequest = z.input<typeof ZAddRoomRequest>;
export type AddRoomValues = z.output<typeof ZAddRoomRequest>;

/**
 * The Edit Room modal (docs/product.md#validation: "Edit room"): the same rules; the images are
 * the kept ones plus any new uploads, and may be left as they were.
 */
export const ZEditRoomForm = z.object({
  ...details,
  amenities: z.array(ZRoomAmenity),
  roomImage: z.array(ZRoomImage).max(MAX_ROOM_IMAGES, ROOM_MESSAGES.tooManyImages).optional(),
});
export type TEditRoomForm = z.input<typeof ZEditRoomForm>;

/**
 * PUT /api/v1/rooms/{roomId} (owner, own room). roomImage may be a list or
 * the spec's JSON text of one; when absent (or null) the stored images stay,
 * and so do the amenities.
 */
export const ZEditRoomRequest = z
  .object({
    ...details,
    amenities: ZRoomAmenities.nullish(),
    roomImage: ZRoomImages.nullish(),
  })
  .meta({ id: 'EditRoomRequest' });
export type TEditRoomRequest = z.input<typeof ZEditRoomRequest>;
export type EditRoomValues = z.output<typeof ZEditRoomRequest>;

/** PUT /api/v1/rooms/status/{roomId}: on (bookable) or off; the spec also writes 1 and 0. */
export const ZRoomStatusRequest = z
  .object({
    roomStatus: z
      .union([z.boolean(), z.literal(1), z.literal(0)], { error: ROOM_MESSAGES.roomStatusRequired })
      .transform((status) => status === true || status === 1),
  })
  .meta({ id: 'RoomStatusRequest' });
export type TRoomStatusRequest = z.input<typeof ZRoomStatusRequest>;

export const ZRoomIdParams = z.object({ roomId: z.uuid({ error: 'roomId must be a room id' }) });

/** GET /api/v1/owner/rooms?hotelId= — all the owner's hotels, or one. */
export const ZOwnerRoomsQuery = z.object({
  hotelId: z.uuid({ error: ROOM_MESSAGES.hotelIdInvalid }).optional(),
});

/** A room in the owner's list: switched-off ones included, with when it was added. */
export const ZOwnerRoom = ZRoom.extend({ createdAt: z.string() }).meta({ id: 'OwnerRoom' });
export type TOwnerRoom = z.infer<typeof ZOwnerRoom>;
export const ZOwnerRoomList = z.array(ZOwnerRoom);
