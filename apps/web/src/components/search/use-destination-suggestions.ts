import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  SUGGESTION_QUERY_MAX,
  ZDestinationSuggestionList,
} from '@waka/shared/destinations/destination-suggestions';
import { apiGet } from '@/lib/api-client';

/** A pause in typing this long asks; each keystroke of a fast typist does not. */
const TYPING_PAUSE_MS = 120;

/**
 * GET /destinations/suggestions?q= for what has been typed, once typing
 * pauses (docs/decisions/0030-destination-suggestions.md). The last answer
 * stays while the next one comes, so the list does not flicker.
 */
export function useDestinationSuggestions(typed: string, enabled: boolean) {
  const q = typed.trim().slice(0, SUGGESTION_QUERY_MAX);
  const [asked, setAsked] = useState(q);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(q), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [q]);
  return useQuery({
    // Case does not change the answer, so "Lagos" and "lagos" share one entry.
    queryKey: ['destinations', 'suggestions', asked.toLowerCase()],
    queryFn: ({ signal }) =>
      apiGet(
        `/destinations/suggestions?q=${encodeURIComponent(asked)}`,
        ZDestinationSuggestionList,
        { signal },
      ),
    enabled: enabled && asked.length > 0,
    staleTime: 60_000,
    placeholderData: (previous) => (q.length > 0 ? previous : undefined),
  });
}
