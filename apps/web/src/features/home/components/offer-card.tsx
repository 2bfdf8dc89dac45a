import { CARD_PHOTO_WIDTH } from '@waka/shared/uploads/photo-url';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { longDateText } from '@/lib/calendar-day';
import type { Offer } from '../data/offers';

// Written as Nigerians write dates: 31 August 2027.
const expiryText = longDateText;

/** One Exclusive Offers card: the percent off over the photo, then the offer. */
export function OfferCard({ offer }: { offer: Offer }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="relative">
        <ImageWithFallback
          src={offer.image}
          sizedTo={CARD_PHOTO_WIDTH}
          alt=""
          width={640}
          height={400}
          className="aspect-[16/10] w-full object-cover"
        />
        <p className="absolute top-3 left-3 rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white shadow">
          {offer.priceOff}% OFF
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-xl font-semibold text-slate-900">{offer.title}</h3>
        <p className="text-slate-600">{offer.description}</p>
        <p className="mt-auto pt-3 text-sm font-medium text-slate-700">
          Expires {expiryText(offer.expiryDate)}
        </p>
      </div>
    </article>
  );
}
