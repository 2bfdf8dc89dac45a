import type { THotel } from '@waka/shared/hotels/hotel';
import { CARD_PHOTO_WIDTH } from '@waka/shared/uploads/photo-url';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { StarRating } from '@/components/ui/star-rating';

/** The hotel the rooms belong to: photo, name, stars, address and how to call it. */
export function HotelSummary({ hotel }: { hotel: THotel }) {
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <title>{`${hotel.hotelName} — Waka`}</title>
      <ImageWithFallback
        src={hotel.hotelImage}
        sizedTo={CARD_PHOTO_WIDTH}
        alt={`${hotel.hotelName} in ${hotel.city}`}
        width={480}
        height={320}
        loading="eager"
        className="aspect-[3/2] w-full shrink-0 rounded-2xl object-cover sm:w-64 lg:w-80"
      />
      <div className="flex flex-col gap-2">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
          {hotel.city}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {hotel.hotelName}
        </h1>
        <StarRating rating={hotel.hotelRating} />
        <p className="text-slate-600">{hotel.hotelAddress}</p>
        <p className="max-w-2xl text-slate-700">{hotel.hotelDescription}</p>
        <p className="text-sm text-slate-600">
          Questions? Call the hotel on{' '}
          <a
            href={`tel:${hotel.hotelContactNo}`}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            {hotel.hotelContactNo}
          </a>
        </p>
      </div>
    </header>
  );
}
