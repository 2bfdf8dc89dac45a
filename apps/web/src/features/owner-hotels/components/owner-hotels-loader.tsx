import type { ReactNode } from 'react';
import type { THotel } from '@waka/shared/hotels/hotel';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useOwnerHotels } from '../api/use-owner-hotels';

/**
 * The owner's hotels in each of their states (docs/product.md#messages): a spinner, a retryable
 * error, an empty list that leads to Register Hotel, or the list itself.
 */
export function OwnerHotelsLoader({ children }: { children: (hotels: THotel[]) => ReactNode }) {
  const hotels = useOwnerHotels();
  if (hotels.isPending) return <Spinner label="Loading your hotels..." />;
  if (hotels.isError) {
    return (
      <LoadError
        title="We couldn’t load your hotels."
        detail={hotels.error.message}
        onRetry={() => void hotels.refetch()}
        retrying={hotels.isFetching}
      />
    );
  }
  if (hotels.data.length === 0) {
    return (
      <EmptyState title="You have not registered a hotel yet">
        <p className="text-sm text-slate-600">Register your first hotel, then add its rooms.</p>
        <ButtonLink to="/owner/hotel-registration">Register Hotel</ButtonLink>
      </EmptyState>
    );
  }
  return <>{children(hotels.data)}</>;
}
