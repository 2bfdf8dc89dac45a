import { z } from 'zod';
import { optionalPaging, pagingMessages } from '../paging';
import { checkPickupFilter, pickupFilterFields } from './car-pickup-filter';
import { BODY_TYPES, CAR_CATEGORIES } from './car-options';
import { ZCancellationFacts } from '../cancellation/cancellation';
import { ZPaymentFacts } from '../payments/payments';
import { CAR_BOOKING_STATUSES } from './car-booking';

/** Cars a page when a page is asked for without a size (the listing's grid). */
export const CAR_PAGE_SIZE = 12;
export const CAR_MAX_PAGE_SIZE = 100;

export const CAR_LIST_MESSAGES = {
  ...pagingMessages(CAR_MAX_PAGE_SIZE),
  bodyType: `bodyType must be one of ${BODY_TYPES.join(', ')}`,
  category: `category must be one of ${CAR_CATEGORIES.join(', ')}`,
} as const;

/**
 * One or more values of a list on the query string: repeated
 * (`?bodyType=SUV&bodyType=Sedan`), comma-separated (`?bodyType=SUV,Sedan`)
 * or both. Absent or empty means any.
 */
const ZAnyOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: message })
    .optional()
    .transform((value) =>
      [value ?? []]
        .flat()
        .flatMap((entry) => entry.split(','))
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values, { error: message })).max(values.length * 2, message));

const paging = optionalPaging({ defaultPageSize: CAR_PAGE_SIZE, maxPageSize: CAR_MAX_PAGE_SIZE });

/**
 * GET /api/v1/cars/allcars — every listed car, oldest registered first; with
 * page or pageSize, one page of them. The total over all pages is in the
 * X-Total-Count header either way. With a pickup window, only the cars free
 * for all of it (car-pickup-filter.ts).
 */
export const ZCarListQuery = z
  .object({
    ...paging,
    bodyType: ZAnyOf(BODY_TYPES, CAR_LIST_MESSAGES.bodyType).meta({
      description:
        'Only these body types: repeat the parameter or separate with commas (SUV,Sedan)',
    }),
    category: ZAnyOf(CAR_CATEGORIES, CAR_LIST_MESSAGES.category).meta({
      description: 'Only these categories: repeat the parameter or separate with commas',
    }),
    ...pickupFilterFields,
  })
  .superRefine(checkPickupFilter);
export type TCarListQuery = z.output<typeof ZCarListQuery>;

/** GET /api/v1/carbooking/owner — paging as on the car list, total in X-Total-Count. */
export const ZOwnerCarBookingsQuery = z.object(paging);
export type TOwnerCarBookingsQuery = z.output<typeof ZOwnerCarBookingsQuery>;

/** A booking of one of the owner's cars, as View Car Bookings lists it (docs/product.md#car-bookings). */
export const ZOwnerCarBooking = z
  .object({
    bookingId: z.uuid(),
    reference: z.string(),
    carId: z.uuid(),
    make: z.string(),
    model: z.string(),
    year: z.number().int(),
    licensePlate: z.string(),
    carImage: z.string(),
    fullName: z.string(),
    phone: z.string(),
    email: z.string(),
    specialRequests: z.string(),
    pickupDate: z.string().meta({ description: 'YYYY-MM-DD in Lagos' }),
    pickupTime: z.string().meta({ description: "'HH:00' in Lagos" }),
    returnDate: z.string(),
    returnTime: z.string(),
    hours: z.number().int(),
    totalPrice: z.number().meta({ description: 'Naira' }),
    status: z.enum(CAR_BOOKING_STATUSES),
    ...ZPaymentFacts.shape,
    cancellation: ZCancellationFacts.nullable().meta({
      description:
        'Who cancelled, when, why, and the money kept and given back; null unless cancelled',
    }),
    createdDate: z.string().meta({ description: 'When the booking was made, an ISO 8601 instant' }),
  })
  .meta({ id: 'OwnerCarBooking' });
export type TOwnerCarBooking = z.infer<typeof ZOwnerCarBooking>;
export const ZOwnerCarBookingList = z.array(ZOwnerCarBooking);
