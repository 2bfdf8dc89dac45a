import type { TCar } from '@waka/shared/cars/car';
import { CAR_PAGE_SIZE } from '@waka/shared/cars/car-lists';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageLinks } from '@/components/ui/page-links';
import { useCars } from '../api/use-cars';
import { writeCarListing } from '../car-listing-params';
import { BodyTypeFilter } from '../components/body-type-filter';
import { CarDetailsDialog } from '../components/car-details-dialog';
import { CarResults } from '../components/car-results';
import { HirePricingNote } from '../components/hire-pricing-note';
import { PickupWindowFilterPanel } from '../components/pickup-window-filter';
import { useCarListing } from '../use-car-listing';

/**
 * /car-listing (docs/product.md#car-listing): the fleet in Abuja as cards,
 * the pickup window (only cars free for it), the Filter Vehicles sidebar and
 * real pages (docs/product.md#completed-features), all in the URL; View Details opens
 * the details dialog, whose Rent This Vehicle goes to the rental request.
 */
export function CarListingRoute() {
  const [params] = useSearchParams();
  const { bodyTypes, window, page, setBodyTypes, setWindow, setPage } = useCarListing();
  const query = useCars({ page, pageSize: CAR_PAGE_SIZE, bodyType: bodyTypes, window });
  const [chosen, setChosen] = useState<TCar | null>(null);

  const total = query.data?.total;
  const pageCount = total === undefined ? 0 : Math.ceil(total / CAR_PAGE_SIZE);
  const settled = query.isSuccess && !query.isPlaceholderData;

  // A page past the end (fewer cars since the link was made): the last page there is.
  useEffect(() => {
    if (settled && pageCount > 0 && page > pageCount) setPage(pageCount, { replace: true });
  }, [settled, page, pageCount, setPage]);

  return (
    <div className="mx-auto max-w-[96rem] px-4 pt-10 pb-16 sm:px-6 lg:px-8">
      <title>Cars for hire in Abuja — Waka</title>
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600">
        <Link
          to="/car-hire-service"
          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          Car Hire
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">All cars</span>
      </nav>
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Cars for hire in Abuja
        </h1>
        {/* Polite live region: a screen reader hears the count once the cars arrive. */}
        <p aria-live="polite" className="mt-1 min-h-6 text-slate-600">
          {total === undefined || !settled
            ? ''
            : countText(total, bodyTypes.length > 0, window !== null)}
        </p>
      </div>

      <div className="flex flex-col gap-8 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="flex flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <PickupWindowFilterPanel
            key={window ? Object.values(window).join() : 'any'}
            window={window}
            onChange={setWindow}
          />
          <BodyTypeFilter selected={bodyTypes} onChange={setBodyTypes} />
        </div>

        <section
          aria-label="Cars"
          className="flex min-w-0 flex-col gap-8 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <CarResults
            query={query}
            onViewDetails={setChosen}
            empty={
              window !== null
                ? {
                    title: 'No cars are free then',
                    children: (
                      <Button variant="secondary" onClick={() => setWindow(null)}>
                        Any time
                      </Button>
                    ),
                  }
                : bodyTypes.length > 0
                  ? {
                      title: 'No cars match these body types',
                      children: (
                        <Button variant="secondary" onClick={() => setBodyTypes([])}>
                          Show every car
                        </Button>
                      ),
                    }
                  : {
                      title: 'No cars are listed yet',
                      children: <p className="text-slate-600">Please check back soon.</p>,
                    }
            }
          />
          <PageLinks
            label="Pages of cars"
            page={page}
            pageCount={pageCount}
            searchFor={(n) => writeCarListing(params, { bodyTypes, window, page: n }).toString()}
          />
        </section>

        <HirePricingNote className="lg:col-start-1 lg:row-start-2" />
      </div>

      <CarDetailsDialog car={chosen} window={window} onClose={() => setChosen(null)} />
    </div>
  );
}

function countText(total: number, filtered: boolean, free: boolean): string {
  const cars = total === 1 ? '1 car' : `${total} cars`;
  const then = free ? ' free then' : '';
  return filtered ? `${cars} of the chosen body types${then}` : `${cars}${then || ' to hire'}`;
}
