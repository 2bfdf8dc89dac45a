import { z } from 'zod';
import { ROLES } from './account-messages';

/*
 * GET /api/v1/accounts/me/data: everything Waka holds about the signed-in
 * person (docs/decisions/0026), as one JSON file. The answer is checked
 * against these schemas on the way out, so a column added to a table reaches
 * the file only when it is named here: never a password hash, a session
 * token or a payment gateway's id. Money in naira, instants in ISO 8601.
 */

const instant = z.string().meta({ description: 'An instant, ISO 8601 in UTC' });
const naira = z.number();

const ZMyProfile = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: instant,
  recentSearchedCities: z.array(z.string()),
});

const ZMySession = z.object({
  createdAt: instant,
  expiresAt: instant,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});

const ZCancelled = z
  .object({
    cancelledAt: instant,
    cancelledBy: z.string().nullable(),
    reason: z.string().nullable(),
    kept: naira.nullable(),
    refund: naira.nullable(),
  })
  .nullable();

const ZMyStay = z.object({
  reference: z.string(),
  hotelName: z.string(),
  hotelAddress: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nights: z.number().int(),
  rooms: z.array(
    z.object({ roomType: z.string(), quantity: z.number().int(), price: naira, lineTotal: naira }),
  ),
  totalAmount: naira,
  paid: naira,
  status: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string().nullable(),
  guest: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    specialRequests: z.string(),
  }),
  /** Made while signed in, or as a guest with the account's (verified) email. */
  linkedBy: z.enum(['account', 'email']),
  cancellation: ZCancelled,
  createdAt: instant,
});

const ZMyCarHire = z.object({
  reference: z.string(),
  car: z.string(),
  pickupAt: instant,
  returnAt: instant,
  hours: z.number().int(),
  escort: z.boolean(),
  totalPrice: naira,
  paid: naira,
  status: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string().nullable(),
  renter: z.object({
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    specialRequests: z.string(),
  }),
  linkedBy: z.enum(['account', 'email']),
  cancellation: ZCancelled,
  createdAt: instant,
});

const ZMyPayment = z.object({
  reference: z.string(),
  /** The stay's or the car hire's reference. */
  bookingReference: z.string(),
  email: z.string(),
  amount: naira,
  currency: z.string(),
  status: z.string(),
  channel: z.string().nullable(),
  testMode: z.boolean(),
  createdAt: instant,
  verifiedAt: instant.nullable(),
  refunds: z.array(
    z.object({
      amount: naira,
      reason: z.string(),
      status: z.string(),
      createdAt: instant,
      refundedAt: instant.nullable(),
    }),
  ),
});

const ZMyMail = z.object({
  kind: z.string(),
  subject: z.string(),
  createdAt: instant,
  sentAt: instant.nullable(),
});

const ZMyHotel = z.object({
  hotelName: z.string(),
  propertyType: z.string(),
  hotelDescription: z.string(),
  hotelAddress: z.string(),
  hotelContactNo: z.string(),
  city: z.string(),
  state: z.string(),
  hotelRating: z.number(),
  createdAt: instant,
  /** When the hotel was deleted (retired, docs/decisions/0004); null while listed. */
  retiredAt: instant.nullable(),
  rooms: z.array(
    z.object({
      roomType: z.string(),
      roomDescription: z.string(),
      roomPrice: naira,
      roomDiscount: z.number().int(),
      roomQuantity: z.number().int(),
      roomStatus: z.boolean(),
      createdAt: instant,
      retiredAt: instant.nullable(),
    }),
  ),
});

const ZMyCar = z.object({
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  licensePlate: z.string(),
  color: z.string(),
  hourlyRate: naira,
  dailyRate: naira,
  weeklyRate: naira,
  pickupAddress: z.string(),
  city: z.string(),
  createdAt: instant,
  retiredAt: instant.nullable(),
});

export const ZMyData = z
  .object({
    exportedAt: instant,
    profile: ZMyProfile,
    sessions: z.array(ZMySession),
    hotelBookings: z.array(ZMyStay),
    carHires: z.array(ZMyCarHire),
    payments: z.array(ZMyPayment),
    /** When the account's (verified) email joined the newsletter; null when it is not on it. */
    newsletterSubscribedAt: instant.nullable(),
    /** Mail Waka wrote to the account's (verified) email: what and when, not the letters. */
    mail: z.array(ZMyMail),
    /** A property owner's hotels and cars, listed and retired; null for a customer. */
    owner: z.object({ hotels: z.array(ZMyHotel), cars: z.array(ZMyCar) }).nullable(),
  })
  .meta({ id: 'MyData' });
export type TMyData = z.infer<typeof ZMyData>;
