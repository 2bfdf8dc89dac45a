import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useHotels } from '../api/use-hotels';
import { useSearchHotels } from '../api/use-search-hotels';
import { HotelList } from '../components/hotel-list';

/**
 * /rooms (spec §2): every hotel, or with ?destination= in the URL the hotels
 * matching it. The destination lives in the URL so a search survives a reload
 * and can be shared.
 */
export function HotelsRoute() {
  const [params] = useSearchParams();
  const destination = params.get('destination')?.trim() ?? '';
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6 lg:px-8">
      {destination ? <SearchResults destination={destination} /> : <AllHotels />}
    </div>
  );
}

function AllHotels() {
  const query = useHotels();
  return (
    <>
      <title>Hotels — Waka</title>
      <PageHeading title="Hotels across Nigeria" count={query.data?.length} />
      <HotelList query={query} />
    </>
  );
}

function SearchResults({ destination }: { destination: string }) {
  const query = useSearchHotels(destination);
  return (
    <>
      <title>{`Hotels matching “${destination}” — Waka`}</title>
      <PageHeading title={`Hotels matching “${destination}”`} count={query.data?.length}>
        <Link
          to="/rooms"
          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          Show all hotels
        </Link>
      </PageHeading>
      <HotelList
        query={query}
        whenEmpty={
          <p className="text-slate-600">
            Nothing matched “{destination}”. Try a city or state such as Lagos or Abuja, or{' '}
            <Link to="/rooms" className="font-semibold text-brand-800 underline underline-offset-4">
              browse every hotel
            </Link>
            .
          </p>
        }
      />
    </>
  );
}

type PageHeadingProps = { title: string; count: number | undefined; children?: ReactNode };

function PageHeading({ title, count, children }: PageHeadingProps) {
  return (
    <div className="mb-8 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {/* Polite live region: a screen reader hears the count once results arrive. */}
        <p aria-live="polite" className="mt-1 min-h-6 text-slate-600">
          {count === undefined ? '' : count === 1 ? '1 hotel' : `${count} hotels`}
        </p>
      </div>
      {children}
    </div>
  );
}
