import { z } from 'zod';
import { HOTEL_AMENITY_VALUES, PROPERTY_TYPES } from './hotel-amenities';
import {
  ZImageAddress,
  ZListOrJsonText,
  ZNumberFromInput,
  ZPositiveNaira,
  ZRequiredText,
  unique,
} from './listing-fields';
import { NIGERIAN_PLACE_MESSAGES } from '../places/places';

/** The hotel registration and edit words (docs/product.md#validation, #completed-features). */
export const HOTEL_MESSAGES = {
  hotelNameRequired: 'Hotel name is required',
  contactRequired: 'Contact number is required',
  contactDigits: 'Must be only digits',
  contactTooShort: 'Must be at least 10 digits',
  contactTooLong: 'Must be 15 digits or less',
  descriptionRequired: 'Description is required',
  addressRequired: 'Address is required',
  imageRequired: 'Image is required',
  countryRequired: 'Country is required',
  stateRequired: 'State is required',
  localGovRequired: 'Local government is required',
  cityRequired: 'City is required',
  ratingRequired: 'Rating is required',
  ratingTooLow: 'Minimum rating is 1',
  ratingTooHigh: 'Maximum rating is 5',
  ratingStep: 'Rating must be in steps of 0.1',
  minimumPriceRequired: 'property minimum price is required',
  minimumPricePositive: 'Minimum price must be more than ₦0',
  propertyTypeRequired: 'property type is required',
  unknownAmenity: 'Choose amenities from the list',
  unknownCountry: 'Choose a country from the list',
  checkInTimeInvalid: 'Use a time written HH:MM, from 00:00 to 23:59',
  ...NIGERIAN_PLACE_MESSAGES,
  registered: 'Hotel registered successfully!',
  edited: 'Hotel Edited successfully!',
  hasUpcomingBookings: (hotelName: string, count: number) =>
    `${hotelName} has ${count} upcoming ${count === 1 ? 'booking' : 'bookings'}, so it cannot be deleted. Past bookings are always kept.`,
  confirmDelete: (hotelName: string) =>
    `Are you sure you want to delete ${hotelName}? This action cannot be undone.`,
} as const;

/** 10 to 15 digits, nothing else (docs/product.md#validation, #constants). */
export const ZHotelContactNo = z
  .string({ error: HOTEL_MESSAGES.contactRequired })
  .trim()
  .min(1, HOTEL_MESSAGES.contactRequired)
  .regex(/^\d*$/, HOTEL_MESSAGES.contactDigits)
  .min(10, HOTEL_MESSAGES.contactTooShort)
  .max(15, HOTEL_MESSAGES.contactTooLong);

/** 1 to 5 stars in steps of 0.1; the registration form offers '1' to '5'. */
export const ZHotelRating = ZNumberFromInput(
  HOTEL_MESSAGES.ratingRequired,
  z
    .number()
    .min(1, HOTEL_MESSAGES.ratingTooLow)
    .max(5, HOTEL_MESSAGES.ratingTooHigh)
    .refine((rating) => Math.round(rating * 10) / 10 === rating, HOTEL_MESSAGES.ratingStep),
);

/** Naira; stored as kobo (docs/product.md#money). */
export const ZMinimumPrice = ZNumberFromInput(
  HOTEL_MESSAGES.minimumPriceRequired,
  ZPositiveNaira({ positive: HOTEL_MESSAGES.minimumPricePositive }),
);

/**
 * When guests may check in, 'HH:MM' on a 24-hour Lagos clock. The free
 * cancellation deadline is counted from it (docs/product.md#cancellation);
 * a hotel that sets none checks in at 14:00.
 */
export const ZCheckInTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, HOTEL_MESSAGES.checkInTimeInvalid)
  .meta({ description: "When guests may check in, 'HH:MM' in Lagos; 14:00 when not given" });

export const ZPropertyType = z.enum(PROPERTY_TYPES, { error: HOTEL_MESSAGES.propertyTypeRequired });

export const ZHotelAmenity = z.enum(HOTEL_AMENITY_VALUES, { error: HOTEL_MESSAGES.unknownAmenity });

/** A list, or the JSON text of one (docs/product.md#data: "serialised list of strings"). */
export const ZHotelAmenities = ZListOrJsonText(
  z.array(ZHotelAmenity).max(HOTEL_AMENITY_VALUES.length, HOTEL_MESSAGES.unknownAmenity),
  HOTEL_MESSAGES.unknownAmenity,
).transform(unique);

/**
 * Where the hotel is. For Nigeria the state must be one of its states and the
 * local government one of that state's (the server checks against the places
 * data); elsewhere both are free text (docs/product.md#register-hotel).
 */
const place = {
  country: ZRequiredText(HOTEL_MESSAGES.countryRequired, 100),
  state: ZRequiredText(HOTEL_MESSAGES.stateRequired, 100),
  stateId: z
    .number()
    .int()
    .positive()
    .nullish()
    .meta({ description: 'Nigeria only: the state chosen from GET /states' }),
  localGov: ZRequiredText(HOTEL_MESSAGES.localGovRequired, 100),
  city: ZRequiredText(HOTEL_MESSAGES.cityRequired, 100),
};

// The name, city, state and address make the stored search text, a key
// column of hotel_listed_created_idx: together these caps keep an index row
// well inside the btree's 2,704 bytes. Raise them only with that in mind.
const details = {
  hotelName: ZRequiredText(HOTEL_MESSAGES.hotelNameRequired, 120),
  hotelContactNo: ZHotelContactNo,
  hotelDescription: ZRequiredText(HOTEL_MESSAGES.descriptionRequired, 5000),
  hotelAddress: ZRequiredText(HOTEL_MESSAGES.addressRequired, 300),
  ...place,
  hotelRating: ZHotelRating,
  minimumPrice: ZMinimumPrice,
  propertyType: ZPropertyType,
  // On an edit, leaving it out keeps the stored time.
  checkInTime: ZCheckInTime.optional(),
};

/**
 * The full registration form (docs/product.md#register-hotel, #validation) as
 * the web holds it: number inputs as text, amenities as the ticked list, the
 * image as the address the upload endpoint answered (docs/product.md#images).
 */
export const ZRegisterHotelForm = z.object({
  ...details,
  hotelAmenities: z.array(ZHotelAmenity),
  hotelImage: ZImageAddress(HOTEL_MESSAGES.imageRequired),
});
export type TRegisterHotelForm = z.input<typeof ZRegisterHotelForm>;

/** POST /api/v1/hotels (owner): the registration, owned by the caller. Answers the hotel with its hotelId. */
export const ZRegisterHotelRequest = z
  .object({
    ...details,
    hotelAmenities: ZHotelAmenities.default([]),
    hotelImage: ZImageAddress(HOTEL_MESSAGES.imageRequired),
  })
  .meta({ id: 'RegisterHotelRequest' });
export type TRegisterHotelRequest = z.input<typeof ZRegisterHotelRequest>;
export type RegisterHotelValues = z.output<typeof ZRegisterHotelRequest>;

/**
 * The Edit Hotel modal (docs/product.md#validation: "Hotel edit"): the same facts; the image only
 * when a new one was uploaded.
 */
export const ZEditHotelForm = z.object({
  ...details,
  hotelAmenities: z.array(ZHotelAmenity),
  hotelImage: ZImageAddress(HOTEL_MESSAGES.imageRequired).optional(),
});
export type TEditHotelForm = z.input<typeof ZEditHotelForm>;

/**
 * PUT /api/v1/hotels/{hotelId} (owner, own hotel). The spec's edit payload
 * names the list `amenities`; `hotelAmenities` is accepted too. A missing
 * list or image keeps the stored one.
 */
export const ZEditHotelRequest = z
  .object({
    ...details,
    amenities: ZHotelAmenities.optional(),
    hotelAmenities: ZHotelAmenities.optional(),
    hotelImage: ZImageAddress(HOTEL_MESSAGES.imageRequired).optional(),
  })
  .meta({ id: 'EditHotelRequest' });
export type TEditHotelRequest = z.input<typeof ZEditHotelRequest>;
export type EditHotelValues = z.output<typeof ZEditHotelRequest>;
