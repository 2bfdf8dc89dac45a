import type { THotel } from '@waka/shared/hotels/hotel';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { CARD_PHOTO_WIDTH } from '@waka/shared/uploads/photo-url';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { StarRating } from '@/components/ui/star-rating';
import { formatNightlyPrice } from '@/lib/nightly-price';
import { AmenityChips } from './amenity-chips';

type HotelCardProps = {
  hotel: THotel;
  /** The first row is above the fold: load its photos at once. */
  eager?: boolean;
};

/**
 * A hotel in the list (docs/product.md#hotel-list: /rooms). Image, name and Book Hotel all go to
 * the hotel's rooms; the image link is hidden from keyboard and screen readers
 * because the name link right below it says the same.
 */
export function HotelCard({ hotel, eager = false }: HotelCardProps) {
  // The search's dates go along, so the hotel shows units left for that stay at once.
  const [params] = useSearchParams();
  const stay = new URLSearchParams();
  for (const name of ['checkIn', 'checkOut']) {
    const value = params.get(name);
    if (value) stay.set(name, value);
  }
  const to = `/rooms/${hotel.hotelId}${stay.size ? `?${stay}` : ''}`;
  const state = { hotel };

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg">
      <Link
        to={to}
        state={state}
        tabIndex={-1}
        aria-hidden="true"
        className="group block overflow-hidden"
      >
        <ImageWithFallback
          src={hotel.hotelImage}
          sizedTo={CARD_PHOTO_WIDTH}
          alt={`${hotel.hotelName} in ${hotel.city}`}
          width={640}
          height={427}
          loading={eager ? 'eager' : 'lazy'}
          className="aspect-[16/9] w-full object-cover transition-transform duration-300 group-hover:scale-105 sm:aspect-[3/2]"
        />
      </Link>

      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
          {hotel.city}
        </p>
        <h2 className="text-xl leading-snug font-semibold text-slate-900">
          <Link to={to} state={state} className="hover:text-brand-800 hover:underline">
            {hotel.hotelName}
          </Link>
        </h2>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          <StarRating rating={hotel.hotelRating} />
          <span>200 + reviews</span>
        </div>
        <p className="flex gap-1.5 text-sm text-slate-600">
          <svg
            viewBox="0 0 20 20"
            className="mt-0.5 size-4 shrink-0 fill-slate-400"
            aria-hidden="true"
          >
            <path d="M10 1.5a6 6 0 0 0-6 6c0 4.5 6 11 6 11s6-6.5 6-11a6 6 0 0 0-6-6zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4z" />
          </svg>
          {hotel.hotelAddress}
        </p>
        <AmenityChips amenities={hotel.hotelAmenities} />

        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <p className="whitespace-nowrap text-slate-600">
            <span className="text-sm">from </span>
            <span className="text-lg font-bold text-slate-900 sm:text-xl">
              {formatNightlyPrice(hotel.minimumPrice)}
            </span>
            <span className="text-sm">/night</span>
          </p>
          <ButtonLink to={to} state={state} className="shrink-0 whitespace-nowrap">
            Book Hotel<span className="sr-only">: {hotel.hotelName}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
