import { ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { CAR_LISTING_PATH } from '@/lib/paths';
import { usePremiumCars } from '../api/use-premium-cars';
import type { CarCatalogue } from '../fleet-parts';
import { PremiumCarousel } from './premium-carousel';

/** Our Premium Fleet (docs/product.md#car-hire-landing): the Luxury cars in a coverflow, then View Full Inventory. */
export function PremiumFleet({ catalogue }: { catalogue: CarCatalogue }) {
  const { data: cars, isError, error, refetch, isFetching } = usePremiumCars(catalogue);

  return (
    <section aria-labelledby="premium-title" className="overflow-hidden bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">
            Luxury class
          </p>
          <h2 id="premium-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Our Premium Fleet
          </h2>
          <p className="max-w-2xl text-brand-50">
            For the wedding, the board meeting or the airport pickup that has to impress, hired by
            the hour.
          </p>
        </div>

        {cars ? (
          cars.length === 0 ? (
            // The shared empty state is drawn for white pages; this band is dark.
            <p className="rounded-xl border border-dashed border-white/30 px-6 py-10 text-center text-lg font-semibold">
              No premium cars are listed just now.
            </p>
          ) : (
            <PremiumCarousel cars={cars} />
          )
        ) : isError ? (
          <LoadError
            title="We couldn’t load the premium fleet."
            detail={error.message}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : (
          <div
            role="status"
            aria-label="Loading premium cars"
            className="flex justify-center gap-6 py-4"
          >
            {[0, 1, 2].map((n) => (
              <div
                key={n}
                className={`h-64 w-64 shrink-0 animate-pulse rounded-2xl bg-white/10 sm:h-72 sm:w-80 ${
                  n === 1 ? '' : 'hidden md:block'
                }`}
              />
            ))}
          </div>
        )}

        <div className="mt-8 flex justify-center">
          <ButtonLink to={CAR_LISTING_PATH} variant="inverse" size="lg">
            View Full Inventory
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
