import { useRef, useState } from 'react';
import type { TCar } from '@waka/shared/cars/car';
import type { CarCategory } from '@waka/shared/cars/car-options';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { SectionHeading } from '@/components/ui/section-heading';
import { Spinner } from '@/components/ui/spinner';
import { useFleetPages } from '../api/use-fleet-pages';
import type { FleetParts } from '../fleet-parts';
import { CategoryButtons } from './category-buttons';

/**
 * Our Rental Fleet (docs/product.md#car-hire-landing, #completed-features): category buttons that
 * really filter, the product's car cards with their details dialog, and View
 * More that loads the next page ('Loading...' meanwhile) until none are left.
 */
export function RentalFleet({ catalogue, CarGrid, CarDetailsDialog }: FleetParts) {
  const [category, setCategory] = useState<CarCategory | undefined>(undefined);
  const [detailsOf, setDetailsOf] = useState<TCar | null>(null);
  const fleet = useFleetPages(catalogue, category);
  const total = fleet.data?.pages.at(-1)?.total;
  const count = useRef<HTMLParagraphElement>(null);

  const viewMore = async () => {
    if (fleet.isFetchingNextPage) return;
    const { hasNextPage } = await fleet.fetchNextPage();
    // The button goes with the last page: hand focus to the count rather than lose it.
    if (!hasNextPage) count.current?.focus();
  };

  return (
    <section aria-labelledby="fleet-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="fleet-title"
        title="Our Rental Fleet"
        intro="Saloons for the city, SUVs for the long roads, vans for the whole family. Every car has an hourly, a daily and a weekly rate, in naira."
      />
      <CategoryButtons chosen={category} onChoose={setCategory} />

      <div className="mt-8">
        {/* Data first: a failed refresh or next page keeps the cars already shown. */}
        {fleet.cars ? (
          fleet.cars.length === 0 && !fleet.isPlaceholderData ? (
            <EmptyState title="No cars in this category yet." />
          ) : (
            <CarGrid
              cars={fleet.cars}
              onViewDetails={setDetailsOf}
              busy={fleet.isPlaceholderData}
            />
          )
        ) : fleet.isError ? (
          <LoadError
            title="We couldn’t load the fleet."
            detail={fleet.error.message}
            onRetry={() => void fleet.refetch()}
            retrying={fleet.isFetching}
          />
        ) : (
          <Spinner label="Loading cars" />
        )}
      </div>

      {fleet.cars && total !== undefined && !fleet.isPlaceholderData ? (
        <p
          ref={count}
          tabIndex={-1}
          aria-live="polite"
          className="mt-6 text-center text-sm text-slate-600"
        >
          Showing {fleet.cars.length} of {total} {total === 1 ? 'car' : 'cars'}
        </p>
      ) : null}
      {fleet.isFetchNextPageError ? (
        <p role="alert" className="mt-3 text-center text-sm text-red-800">
          {fleet.error?.message ?? 'We couldn’t load more cars.'} Press View More to try again.
        </p>
      ) : null}
      {fleet.hasNextPage && !fleet.isPlaceholderData ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            size="lg"
            onClick={() => void viewMore()}
            // Not `disabled`: a disabled button drops the keyboard focus while the page loads.
            aria-disabled={fleet.isFetchingNextPage}
            className="min-w-40 aria-disabled:cursor-wait aria-disabled:opacity-60"
          >
            {fleet.isFetchingNextPage ? 'Loading...' : 'View More'}
          </Button>
        </div>
      ) : null}

      <CarDetailsDialog car={detailsOf} onClose={() => setDetailsOf(null)} />
    </section>
  );
}
