import {
  ZOwnerCarBookingList,
  type TOwnerCarBooking,
  type TOwnerCarBookingsQuery,
} from '@waka/shared/cars/car-lists';
import { apiGetPage } from '@/lib/api-client';

export type OwnerCarBookingPage = { bookings: TOwnerCarBooking[]; total: number };

/** GET /carbooking/owner?page=&pageSize= — a page of bookings and how many there are (X-Total-Count). */
export async function fetchOwnerCarBookings(
  { page, pageSize }: TOwnerCarBookingsQuery,
  signal?: AbortSignal,
): Promise<OwnerCarBookingPage> {
  const search = new URLSearchParams();
  if (page !== undefined) search.set('page', String(page));
  if (pageSize !== undefined) search.set('pageSize', String(pageSize));
  const { items, total } = await apiGetPage(`/carbooking/owner?${search}`, ZOwnerCarBookingList, {
    signal,
  });
  return { bookings: items, total };
}
