import { holdLimits } from '@waka/shared/hold-limits';
import { ButtonLink } from '@/components/ui/button';
import { CAR_LISTING_PATH } from '@/lib/paths';
import { BOOKING_LINE } from '../data/booking-line';
import { HireIcon, type HireIconName } from './hire-icon';

const OFFERS: readonly { title: string; text: string; icon: HireIconName }[] = [
  {
    title: 'Weekly rates, online',
    text: '7 days never cost more than the weekly rate; you always pay the cheapest mix of hours, days and weeks.',
    icon: 'naira',
  },
  {
    title: `1 hour to ${holdLimits().maxHireDays} days`,
    text: 'Book online by the hour or until a return date, and see the price line by line first.',
    icon: 'clock',
  },
];

/**
 * The promo banner (docs/product.md#car-hire-landing, #constants): the booking line with
 * operators 24/7, how hires are priced, and Book Your Vehicle Now. The spec's
 * '35 % off' and '3 days free on a 7-day rental' were never taken off by the
 * server, so the banner says what it does instead
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md).
 */
export function PromoBanner() {
  return (
    <section aria-labelledby="promo-title" className="bg-slate-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id="promo-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Book by phone, any hour
          </h2>
          <p className="mt-3 text-slate-300">
            A convoy for an event, or a question before you book? Call our booking line: operators
            are available 24/7.
          </p>
          <a
            href={`tel:${BOOKING_LINE.tel}`}
            className="mt-6 inline-flex items-center gap-3 rounded-xl bg-white/10 px-5 py-3 ring-1 ring-white/20 transition-colors hover:bg-white/15"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-amber-400 text-slate-900">
              <HireIcon name="phone" className="size-5" />
            </span>
            <span className="flex flex-col">
              <span className="text-sm text-slate-300">Booking line, 24/7</span>
              <span className="text-xl font-bold tracking-tight whitespace-nowrap sm:text-2xl">
                {BOOKING_LINE.display}
              </span>
            </span>
          </a>
        </div>
        <div className="flex flex-col gap-6">
          <ul className="grid gap-4 sm:grid-cols-2">
            {OFFERS.map((offer) => (
              <li
                key={offer.title}
                className="flex gap-4 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-400/15 text-amber-300">
                  <HireIcon name={offer.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="text-lg font-bold text-amber-300">{offer.title}</h3>
                  <p className="mt-1 text-sm text-slate-300">{offer.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <ButtonLink to={CAR_LISTING_PATH} variant="inverse" size="lg" className="self-start">
            Book Your Vehicle Now
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
