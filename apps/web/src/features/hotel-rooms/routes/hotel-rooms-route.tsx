import { ZHotel, type THotel } from '@waka/shared/hotels/hotel';
import { Link, useLocation, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { ApiError } from '@/lib/api-client';
import { useHotel } from '../api/use-hotel';
import { HotelRoomsPage } from '../components/hotel-rooms-page';
import { HotelSummarySkeleton } from '../components/hotel-summary-skeleton';

/**
 * /rooms/:hotelId — the hotel's rooms, selection and booking. The hotel comes
 * as router state from a card; after a reload or from a shared link it is
 * loaded by its id instead.
 */
export function HotelRoomsRoute() {
  const { hotelId = '' } = useParams();
  const fromCard = hotelFromState(useLocation().state, hotelId);
  const query = useHotel(hotelId, { enabled: !fromCard });
  const hotel = fromCard ?? query.data;
  // An unknown id (404) or one that is not an id at all (400) is a hotel that does not exist.
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  return (
    // Below lg the basket button floats over the bottom right: room enough under the last room to scroll it clear.
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-28 sm:px-6 lg:px-8 lg:pb-16">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-600">
        <Link
          to="/rooms"
          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          Hotels
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{hotel?.hotelName ?? 'Rooms'}</span>
      </nav>

      {hotel ? (
        <HotelRoomsPage hotel={hotel} />
      ) : notFound ? (
        <HotelNotFound />
      ) : query.isError ? (
        <LoadError
          title="We couldn’t load this hotel."
          detail={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.isPending ? (
        <HotelSummarySkeleton />
      ) : (
        <HotelNotFound />
      )}
    </div>
  );
}

/** Router state is whatever the last page put there: trust it only if it is this hotel. */
function hotelFromState(state: unknown, hotelId: string): THotel | undefined {
  const parsed = ZHotel.safeParse((state as { hotel?: unknown } | null)?.hotel);
  return parsed.success && parsed.data.hotelId === hotelId ? parsed.data : undefined;
}

function HotelNotFound() {
  return (
    <EmptyState title="Hotel not found">
      <title>Hotel not found — Waka</title>
      <p className="text-slate-600">
        This hotel isn’t listed on Waka any more, or the link is mistyped.
      </p>
      <ButtonLink to="/rooms">Browse hotels</ButtonLink>
    </EmptyState>
  );
}
