import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useFeaturedHotels } from '../api/use-featured-hotels';
import { FeaturedHotelCard } from './featured-hotel-card';

/** Featured Destination (docs/product.md#home): the first 12 hotels, then a way to all of them. */
export function FeaturedDestinations() {
  const { data: hotels, isError, error, refetch, isFetching } = useFeaturedHotels();

  return (
    <section
      aria-labelledby="featured-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mb-8 flex flex-col items-center gap-2 text-center">
        <h2
          id="featured-title"
          className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
        >
          Featured Destination
        </h2>
        <p className="max-w-2xl text-slate-600">
          Places our travellers love, from lagoon-side hotels in Lagos to quiet retreats in Abuja
          and Calabar.
        </p>
      </div>

      {/* Data first: a failed background refresh keeps showing the hotels already loaded. */}
      {hotels ? (
        hotels.length === 0 ? (
          <EmptyState title="No Hotel Found" />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {hotels.map((hotel) => (
              <li key={hotel.hotelId} className="min-w-0">
                <FeaturedHotelCard hotel={hotel} />
              </li>
            ))}
          </ul>
        )
      ) : isError ? (
        <LoadError
          title="We couldn’t load hotels."
          detail={error.message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <Spinner label="Loading hotels" />
      )}

      <div className="mt-10 flex justify-center">
        <ButtonLink to="/rooms" variant="secondary" size="lg">
          View All Destinations
        </ButtonLink>
      </div>
    </section>
  );
}
