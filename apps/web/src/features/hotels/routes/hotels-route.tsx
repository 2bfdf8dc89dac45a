import { nightsBetween } from '@waka/shared/dates';
import { HOTEL_PAGE_SIZE } from '@waka/shared/hotels/hotel-pages';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageLinks } from '@/components/ui/page-links';
import { dayAndMonthText } from '@/lib/calendar-day';
import { useHotels } from '../api/use-hotels';
import { useSearchHotels } from '../api/use-search-hotels';
import { FilterSidebar } from '../components/filter-sidebar';
import { FiltersDialogButton } from '../components/filters-dialog-button';
import { HotelFiltersPanel } from '../components/hotel-filters-panel';
import { HotelList } from '../components/hotel-list';
import { HotelSortSelect } from '../components/hotel-sort-select';
import { hotelCountText } from '../hotel-count';
import { hotelFiltersQuery } from '../hotel-filters';
import { readHotelPage, readHotelSearch, writeHotelPage, type HotelSearch } from '../hotel-search';
import { useHotelFilters } from '../use-hotel-filters';

/**
 * /rooms (docs/product.md#hotel-list): every hotel, or with ?destination= the
 * hotels matching it, and with ?checkIn=&checkOut= too only those with a room
 * free on every night (docs/product.md#availability). Filters and sort
 * (docs/product.md#hotel-list) sit beside the list on a wide screen and
 * behind a Filters button on a narrow one; the hotels come a page at a time,
 * so a big city's answer stays small
 * (docs/decisions/0010-hotel-counts-stop-at-a-bound.md). All of it lives in
 * the URL, so a reload or a shared link shows the same hotels.
 */
export function HotelsRoute() {
  const setParams = useSearchParams()[1];
  // Search, page and filters all from one query: the one just chosen. Read
  // from the router's meanwhile, a new filter (which starts at page 1) met
  // the old page, and when its answer had fewer pages the effect below sent
  // the traveller to a page of the old query, dropping the filter.
  const { params, filters, activeCount, setFilters, clearFilters } = useHotelFilters();
  const search = readHotelSearch(params);
  const page = readHotelPage(params);
  const all = useHotels(filters, page, { enabled: !search.destination });
  const found = useSearchHotels(search, filters, page);
  const query = search.destination ? found : all;
  const count = query.data?.total;
  const countText = query.data && hotelCountText(query.data.total, query.data.totalIsExact);
  const pageCount = count === undefined ? 0 : Math.ceil(count / HOTEL_PAGE_SIZE);
  const settled = query.isSuccess && !query.isPlaceholderData;

  // A page past the end (fewer hotels since the link was made): the last page there is.
  useEffect(() => {
    if (settled && pageCount > 0 && page > pageCount) {
      setParams(writeHotelPage(params, pageCount), { replace: true });
    }
  }, [settled, page, pageCount, params, setParams]);

  const panel = <HotelFiltersPanel filters={filters} setFilters={setFilters} />;
  const clearButton = (
    <Button variant="secondary" onClick={clearFilters}>
      Clear filters
    </Button>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6 lg:px-8">
      <PageHeading search={search} countText={countText}>
        {search.destination ? (
          // Every hotel, with the same filters.
          <Link
            to={{ pathname: '/rooms', search: hotelFiltersQuery(filters) }}
            className="font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            Show all hotels
          </Link>
        ) : null}
      </PageHeading>

      <div className="items-start gap-8 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]">
        <FilterSidebar activeCount={activeCount} onClear={clearFilters}>
          {panel}
        </FilterSidebar>

        <div className="min-w-0">
          <div className="mb-6 flex items-end justify-between gap-3">
            <FiltersDialogButton
              activeCount={activeCount}
              resultText={query.isPlaceholderData ? undefined : countText}
              onClear={clearFilters}
            >
              {panel}
            </FiltersDialogButton>
            <HotelSortSelect
              sort={filters.sort}
              onChange={(sort) => setFilters({ sort })}
              className="ml-auto w-48 sm:w-56"
            />
          </div>

          <HotelList
            query={query}
            whenEmpty={
              activeCount > 0 ? (
                <>
                  <p className="text-slate-600">No hotels match these filters.</p>
                  {clearButton}
                </>
              ) : search.destination ? (
                <NothingMatched search={search} />
              ) : null
            }
          />
          <div className="mt-10">
            <PageLinks
              label="Pages of hotels"
              page={page}
              pageCount={pageCount}
              searchFor={(n) => writeHotelPage(params, n).toString()}
            />
          </div>
        </div>
      </div>
    </div>
  );
}

function NothingMatched({ search }: { search: HotelSearch }) {
  return (
    <p className="text-slate-600">
      {search.stay
        ? `Nothing in “${search.destination}” has a room free for those dates. Try other dates, a city or state such as Lagos or Abuja, or `
        : `Nothing matched “${search.destination}”. Try a city or state such as Lagos or Abuja, or `}
      <Link to="/rooms" className="font-semibold text-brand-800 underline underline-offset-4">
        browse every hotel
      </Link>
      .
    </p>
  );
}

const formatDay = dayAndMonthText;

type PageHeadingProps = {
  search: HotelSearch;
  /** "24 hotels", "240+ hotels"; undefined while they load. */
  countText: string | undefined;
  children?: ReactNode;
};

function PageHeading({ search, countText, children }: PageHeadingProps) {
  const { destination, stay } = search;
  const title = !destination
    ? 'Hotels across Nigeria'
    : search.place
      ? `Hotels in ${destination}`
      : `Hotels matching “${destination}”`;
  const nights = stay ? nightsBetween(stay.checkIn, stay.checkOut) : 0;
  return (
    <div className="mb-8 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
      <title>{`${title} — Waka`}</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {destination && stay ? (
          <p className="mt-1 text-slate-700">
            With a room free {formatDay(stay.checkIn)} – {formatDay(stay.checkOut)} (
            {nights === 1 ? '1 night' : `${nights} nights`})
          </p>
        ) : null}
        {/* Polite live region: a screen reader hears the count once results arrive. */}
        <p aria-live="polite" className="mt-1 min-h-6 text-slate-600">
          {countText ?? ''}
        </p>
      </div>
      {children}
    </div>
  );
}
