import type { UseQueryResult } from '@tanstack/react-query';
import type { THotelList } from '@waka/shared/hotels/hotel';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { cardInListClass } from '@/lib/scroll/below-the-fold';
import { scrollAnchor } from '@/lib/scroll/scroll-anchor';
import { useFirstRowFirst } from '@/lib/scroll/use-first-row-first';
import { HotelCard } from './hotel-card';
import { HOTEL_GRID } from './hotel-grid';
import { HotelListSkeleton } from './hotel-list-skeleton';

/** Cards in the first row are drawn and load their photos at once (three columns on a desktop). */
const FIRST_ROW = 3;

type HotelListProps = {
  /** One page of hotels and the count over every page. */
  query: UseQueryResult<{ items: THotelList; total: number }>;
  /** Shown under 'No Hotel Found', e.g. a way back to every hotel. */
  whenEmpty?: ReactNode;
};

/** A list of hotels in its four states: loading, failed (retryable, docs/product.md#messages), empty, listed. */
export function HotelList({ query, whenEmpty }: HotelListProps) {
  const { isError, error, refetch, isFetching, isPlaceholderData } = query;
  const hotels = query.data?.items;

  // Data first: a failed background refresh keeps showing the hotels already loaded.
  if (!hotels) {
    return isError ? (
      <LoadError
        title="We couldn’t load hotels."
        detail={error.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    ) : (
      <HotelListSkeleton />
    );
  }
  if (hotels.length === 0) return <EmptyState title="No Hotel Found">{whenEmpty}</EmptyState>;

  // The last filters' hotels, dimmed, while the new ones load.
  return <HotelCards hotels={hotels} busy={isPlaceholderData} />;
}

/** The hotels as cards, the first row drawn at once (as CarGrid draws cars). */
function HotelCards({ hotels, busy }: { hotels: THotelList; busy: boolean }) {
  const drawn = useFirstRowFirst(hotels, FIRST_ROW);
  return (
    <ul
      aria-busy={busy || undefined}
      className={`${HOTEL_GRID} transition-opacity ${busy ? 'opacity-60' : ''}`}
    >
      {drawn.map((hotel, index) => (
        <li
          key={hotel.hotelId}
          className={cardInListClass(index, FIRST_ROW)}
          {...scrollAnchor(hotel.hotelId)}
        >
          <HotelCard hotel={hotel} eager={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
