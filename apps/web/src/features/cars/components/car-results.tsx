import type { UseQueryResult } from '@tanstack/react-query';
import type { TCar } from '@waka/shared/cars/car';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import type { CarPage } from '../api/fetch-car-page';
import { CarGrid } from './car-grid';
import { CarGridSkeleton } from './car-grid-skeleton';

type CarResultsProps = {
  query: UseQueryResult<CarPage>;
  onViewDetails: (car: TCar) => void;
  /** The words and way onward when no car is on this page. */
  empty: { title: string; children?: ReactNode };
};

/** A page of cars in its four states: loading, failed (retryable, docs/product.md#messages), empty, listed. */
export function CarResults({ query, onViewDetails, empty }: CarResultsProps) {
  const { isError, error, refetch, isFetching, isPlaceholderData } = query;
  const { data } = query;

  // Data first: a failed background refresh keeps showing the cars already loaded.
  if (!data) {
    return isError ? (
      <LoadError
        title="We couldn’t load cars."
        detail={error.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    ) : (
      <CarGridSkeleton />
    );
  }
  if (data.cars.length === 0) return <EmptyState title={empty.title}>{empty.children}</EmptyState>;
  return <CarGrid cars={data.cars} onViewDetails={onViewDetails} busy={isPlaceholderData} />;
}
