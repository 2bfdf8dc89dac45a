import type { ReactNode } from 'react';
import type { THotel } from '@waka/shared/hotels/hotel';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useOwnerHotel } from '../api/use-owner-hotel';

type OwnerHotelGateProps = {
  hotelId: string;
  /** Where to pick another hotel. */
  hotelsPath: string;
  children: (hotel: THotel) => ReactNode;
};

/**
 * The hotel a room screen is about, once it is known to be this owner's
 * (docs/product.md#roles): a spinner, a retryable error, "not found", or the screen.
 */
export function OwnerHotelGate({ hotelId, hotelsPath, children }: OwnerHotelGateProps) {
  const hotel = useOwnerHotel(hotelId);
  if (hotel.isPending) return <Spinner label="Loading the hotel..." />;
  if (hotel.isError) {
    return (
      <div className="wrap-anywhere">
        <LoadError
          title="We couldn’t load this hotel."
          detail={hotel.error.message}
          onRetry={() => void hotel.refetch()}
          retrying={hotel.isFetching}
        />
      </div>
    );
  }
  if (!hotel.data) {
    return (
      <EmptyState title="Hotel not found">
        <title>Hotel not found — Waka</title>
        <p className="text-sm text-slate-600">It is not one of your hotels, or it was deleted.</p>
        <ButtonLink to={hotelsPath}>Choose a hotel</ButtonLink>
      </EmptyState>
    );
  }
  return <>{children(hotel.data)}</>;
}
