import type { THotel } from '@waka/shared/hotels/hotel';
import { Link } from 'react-router';
import { CARD_PHOTO_WIDTH } from '@waka/shared/uploads/photo-url';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { StarRating } from '@/components/ui/star-rating';
import { formatNightlyPrice } from '@/lib/nightly-price';

/**
 * A featured hotel. The whole card is clickable through the name's link
 * (stretched over the card), so there is one tab stop and one clear link name.
 * The hotel rides along as router state, so its page can show it at once.
 */
export function FeaturedHotelCard({ hotel }: { hotel: THotel }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-500 hover:shadow-lg">
      <div className="overflow-hidden">
        <ImageWithFallback
          src={hotel.hotelImage}
          sizedTo={CARD_PHOTO_WIDTH}
          alt={`${hotel.hotelName} in ${hotel.city}`}
          width={640}
          height={480}
          className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={`/rooms/${hotel.hotelId}`}
            state={{ hotel }}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {hotel.hotelName}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">{hotel.city}</p>
        <StarRating rating={hotel.hotelRating} />
        <p className="mt-auto pt-2 text-slate-600">
          <span className="text-sm">from </span>
          <span className="text-lg font-bold text-slate-900">
            {formatNightlyPrice(hotel.minimumPrice)}
          </span>
          <span className="text-sm">/night</span>
        </p>
      </div>
    </article>
  );
}
