import { ZStayDatesForm } from '@waka/shared/stay-dates';

export type Stay = { checkIn: string; checkOut: string };
export type HotelSearch = { destination: string; stay?: Stay };

/**
 * The search /rooms shows, from its URL (?destination=&checkIn=&checkOut=).
 * The dates count only as a pair that obeys the search form's rules (D2, D3);
 * otherwise the destination is searched without them.
 */
export function readHotelSearch(params: URLSearchParams): HotelSearch {
  const destination = params.get('destination')?.trim() ?? '';
  const dates = ZStayDatesForm.safeParse({
    checkIn: params.get('checkIn') ?? '',
    checkOut: params.get('checkOut') ?? '',
  });
  return { destination, stay: dates.success ? dates.data : undefined };
}
