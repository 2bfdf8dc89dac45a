import { ButtonLink } from '@/components/ui/button';
import { CAR_LISTING_PATH } from '@/lib/paths';

/** Districts of the FCT the fleet serves; each car shows its own pickup point. */
const AREAS = [
  'Nnamdi Azikiwe Airport',
  'Maitama',
  'Wuse',
  'Garki',
  'Jabi',
  'Asokoro',
  'Gwarinpa',
  'Kubwa',
  'Lugbe',
  'Gwagwalada',
] as const;

/** 'Best Rental Service in Your City' (docs/product.md#car-hire-landing): the city promise, over a city at night. */
export function BestRentalService() {
  return (
    <section aria-labelledby="best-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-white sm:px-10 lg:px-14 lg:py-16">
        <picture className="absolute inset-0 -z-10" aria-hidden="true">
          <source media="(max-width: 640px)" srcSet="/images/hero/hero-5-small.webp" />
          <img
            src="/images/hero/hero-5.webp"
            alt=""
            width={1920}
            height={1080}
            loading="lazy"
            className="size-full object-cover"
          />
        </picture>
        <div
          className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/85 to-brand-900/40"
          aria-hidden="true"
        />
        <div className="max-w-2xl">
          <h2 id="best-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Best Rental Service in Your City
          </h2>
          <p className="mt-4 text-lg text-brand-50">
            The cars on Waka wait where Abuja lives and works. Pick one up near your hotel, your
            office or the airport, and forget about taxis for the day.
          </p>
          <ul aria-label="Areas we serve" className="mt-6 flex flex-wrap gap-2">
            {AREAS.map((area) => (
              <li
                key={area}
                className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/25"
              >
                {area}
              </li>
            ))}
          </ul>
          <ButtonLink to={CAR_LISTING_PATH} variant="inverse" size="lg" className="mt-8">
            Find a Car Near You
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
