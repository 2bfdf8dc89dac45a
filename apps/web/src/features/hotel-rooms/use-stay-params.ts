import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Stay } from './api/use-hotel-rooms';
import { ZStayForm } from './stay-form-schema';

/**
 * The stay lives in the URL (?checkIn=&checkOut=), so a reload or a shared
 * link shows the same rooms and units left. `stay` is set only when both
 * dates obey the rules; `asWritten` keeps whatever the URL said, so the date
 * picker can show it with its mistake.
 */
export function useStayParams() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const asWritten = {
    checkIn: params.get('checkIn') ?? '',
    checkOut: params.get('checkOut') ?? '',
  };
  const parsed = ZStayForm.safeParse(asWritten);
  const stay: Stay | undefined = parsed.success ? parsed.data : undefined;

  const setStay = useCallback(
    (next: Stay) => {
      const search = new URLSearchParams(location.search);
      search.set('checkIn', next.checkIn);
      search.set('checkOut', next.checkOut);
      // Keep the hotel passed by the card, so the heading does not reload; replace, since
      // Back should leave the hotel rather than step through every date tried.
      void navigate({ search: `?${search}` }, { replace: true, state: location.state });
    },
    [location.search, location.state, navigate],
  );

  return { stay, asWritten, setStay };
}
