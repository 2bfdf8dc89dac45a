import type {
  TListedBooking,
  TOwnerBookingPage,
  TOwnerBookingsQuery,
  TOwnerDashboard,
} from '@waka/shared/bookings/booking-lists';
import { koboToNaira } from '@waka/shared/money';
import type { TSessionUser } from '@waka/shared/accounts/accounts';
import type { Database } from '../../db/database';
import { ownerCarHireTotals } from './dashboard-car-hires-repository';
import {
  countBookings,
  findListedBookings,
  matchingOwnerFilters,
  ofCustomer,
  ofOwner,
  ownerTotals,
} from './booking-list-repository';
import { moneyFacts } from '../../lib/bookings/booking-mapper';
import { noShowFacts } from '../../lib/cancellation/cancellation-facts';
import { moneyTrails } from '../../lib/payments/money-trail-repository';
import type { MoneyTrail } from '../../lib/payments/payment-facts';

type ListedRow = Awaited<ReturnType<typeof findListedBookings>>[number];

function toListed(row: ListedRow, trails: Map<string, MoneyTrail>): TListedBooking {
  const b = row.booking;
  return {
    bookingId: b.id,
    reference: b.reference,
    firstName: b.firstName,
    lastName: b.lastName,
    email: b.email,
    phone: b.phone,
    hotelId: b.hotelId,
    hotelName: row.hotelName,
    hotelAddress: row.hotelAddress,
    hotelContactNo: row.hotelContactNo,
    roomType: row.roomTypes,
    roomImage: row.roomImage,
    quantity: row.quantity,
    totalAmount: koboToNaira(b.totalAmountKobo),
    checkInDate: b.checkInDate,
    checkOutDate: b.checkOutDate,
    nights: b.nights,
    status: b.status,
    ...moneyFacts(b, trails.get(b.id)),
    noShow: noShowFacts(b),
    createdDate: b.createdAt.toISOString(),
  };
}

/** Listed rows with the online payment that paid each and its latest refund, when there are. */
async function listed(db: Database, rows: ListedRow[]): Promise<TListedBooking[]> {
  const trails = await moneyTrails(
    db,
    'room',
    rows.map((row) => row.booking.id),
  );
  return rows.map((row) => toListed(row, trails));
}

/** The signed-in customer's own bookings (docs/product.md#roles). */
export async function listMyBookings(db: Database, user: TSessionUser): Promise<TListedBooking[]> {
  return listed(db, await findListedBookings(db, ofCustomer(user.id)));
}

/** The bookings made on an owner's hotels, newest first. */
export async function listOwnerBookings(
  db: Database,
  owner: TSessionUser,
  limit?: number,
): Promise<TListedBooking[]> {
  return listed(db, await findListedBookings(db, ofOwner(owner.id), limit));
}

/** A page of the bookings on an owner's hotels, filtered, newest made first, with the count over all pages. */
export async function listOwnerBookingPage(
  db: Database,
  owner: TSessionUser,
  query: TOwnerBookingsQuery,
): Promise<TOwnerBookingPage> {
  const { page, pageSize, ...filters } = query;
  const where = matchingOwnerFilters(owner.id, filters);
  const [rows, total] = await Promise.all([
    findListedBookings(db, where, pageSize, (page - 1) * pageSize),
    countBookings(db, where),
  ]);
  return { items: await listed(db, rows), total, page, pageSize };
}

/**
 * The dashboard's cards and its Recent Room Bookings table
 * (docs/product.md#owner-dashboard), and the same figures for the owner's
 * car hires apart (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md).
 */
export async function ownerDashboard(db: Database, owner: TSessionUser): Promise<TOwnerDashboard> {
  const [totals, bookings, hires] = await Promise.all([
    ownerTotals(db, owner.id),
    listOwnerBookings(db, owner, 10),
    ownerCarHireTotals(db, owner.id),
  ]);
  return {
    totalBookings: totals.totalBookings,
    totalRevenue: koboToNaira(totals.revenueKobo),
    testPaymentsAmount: koboToNaira(totals.testPaymentsKobo),
    unpaidAmount: koboToNaira(totals.unpaidKobo),
    unpaidBookings: totals.unpaidBookings,
    bookings,
    carHires: {
      totalBookings: hires.totalBookings,
      totalRevenue: koboToNaira(hires.revenueKobo),
      testPaymentsAmount: koboToNaira(hires.testPaymentsKobo),
      unpaidAmount: koboToNaira(hires.unpaidKobo),
      unpaidBookings: hires.unpaidBookings,
    },
  };
}
