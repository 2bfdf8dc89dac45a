import { ZStayDatesForm } from '@waka/shared/stay-dates';

export type Stay = { checkIn: string; checkOut: string };
/** `place`: a suggested place's id, searched exactly (docs/decisions/0030-destination-suggestions.md). */
export type HotelSearch = { destination: string; place?: number; stay?: Stay };

/**
 * The search /rooms shows, from its URL (?destination=&place=&checkIn=&checkOut=).
 * The dates count only as a pair that obeys the search form's rules
 * (docs/product.md#dates, #availability); otherwise the destination is
 * searched without them.
 */
export function readHotelSearch(params: URLSearchParams): HotelSearch {
  const destination = params.get('destination')?.trim() ?? '';
  const dates = ZStayDatesForm.safeParse({
    checkIn: params.get('checkIn') ?? '',
    checkOut: params.get('checkOut') ?? '',
  });
  const place = Number(params.get('place'));
  return {
    destination,
    // Anything but a whole number from 1 is left out: the words are searched instead.
    place: destination && Number.isInteger(place) && place >= 1 ? place : undefined,
    stay: dates.success ? dates.data : undefined,
  };
}

/** The page of hotels the URL asks for (?page=); anything but a whole number from 1 reads as the first. */
export function readHotelPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `params` showing `page` instead; anything else stays. Page 1 is left out. */
export function writeHotelPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (page > 1) next.set('page', String(page));
  return next;
}
