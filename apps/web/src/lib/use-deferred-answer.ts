import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * A query's answer for rendering a list of cards. The answer itself lands as
 * a synchronous update, and building a page of cards in it held a phone's
 * main thread for 90–160 ms (traces at 4x CPU, 25 Nov); this copy of it
 * follows at a transition's priority, so React builds the cards in slices,
 * showing what it showed before (the skeleton, or the last cards) meanwhile.
 */
export function useDeferredAnswer<T>(query: UseQueryResult<T>): T | undefined {
  return useDeferredValue(query.data);
}
