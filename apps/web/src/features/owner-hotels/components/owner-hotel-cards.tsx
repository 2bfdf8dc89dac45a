import { Link } from 'react-router';
import type { THotel } from '@waka/shared/hotels/hotel';
import { ButtonLink } from '@/components/ui/button';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { StarRating } from '@/components/ui/star-rating';

type OwnerHotelCardsProps = {
  hotels: THotel[];
  /** Where a card leads: the hotel's add-room page, or its room listings. */
  linkTo: (hotel: THotel) => string;
  /** The card's button: 'Create Hotel Rooms' or 'View Hotel Rooms'. */
  actionLabel: string;
};

/**
 * The owner's hotels as cards (docs/product.md#owner-hotels: Hotel lists): image, name, star
 * rating and address, each card leading to one of the hotel's room screens.
 * The image link is hidden from keyboard and screen readers: the name link
 * and the button say the same.
 */
export function OwnerHotelCards({ hotels, linkTo, actionLabel }: OwnerHotelCardsProps) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {hotels.map((hotel) => {
        const to = linkTo(hotel);
        return (
          <li key={hotel.hotelId}>
            <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
              <Link to={to} tabIndex={-1} aria-hidden="true" className="block">
                <ImageWithFallback
                  src={hotel.hotelImage}
                  alt=""
                  width={480}
                  height={270}
                  className="aspect-[16/9] w-full object-cover"
                />
              </Link>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h2 className="text-lg leading-snug font-semibold text-slate-900">
                  <Link to={to} className="hover:text-brand-800 hover:underline">
                    {hotel.hotelName}
                  </Link>
                </h2>
                <StarRating rating={hotel.hotelRating} />
                <p className="text-sm break-words text-slate-600">{hotel.hotelAddress}</p>
                <ButtonLink to={to} className="mt-auto self-start">
                  {actionLabel}
                  <span className="sr-only">: {hotel.hotelName}</span>
                </ButtonLink>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
