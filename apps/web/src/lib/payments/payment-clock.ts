import { LAGOS_TIME_ZONE } from '@waka/shared/dates';
import { madeOnce } from '@waka/shared/made-once';
import { useEffect, useState } from 'react';

const clock = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: LAGOS_TIME_ZONE,
    }),
);
const dayAndTime = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: LAGOS_TIME_ZONE,
    }),
);

/** An instant as a Lagos wall clock, '14:35' (docs/product.md#dates). */
export const lagosClock = (instant: string) => clock().format(new Date(instant));

/** An instant as a Lagos date and time, '27 Nov 2026, 14:02'. */
export const lagosDayAndTime = (instant: string) => dayAndTime().format(new Date(instant));

/**
 * Whole minutes left until `instant`, to the nearest (the server's clock and
 * the browser's differ by a few seconds, and "31 minutes" on a 30-minute link
 * reads wrong); at least 1 until it has passed, then 0.
 */
export function minutesUntil(instant: string, now = Date.now()): number {
  const left = Date.parse(instant) - now;
  return left <= 0 ? 0 : Math.max(1, Math.round(left / 60_000));
}

/**
 * How a hold's time stands, re-rendered each half minute and at the moment it
 * runs out, so the words and the choices change without a reload.
 */
export function useHoldClock(holdExpiresAt: string | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!holdExpiresAt) return;
    const left = Date.parse(holdExpiresAt) - Date.now();
    const tick = window.setInterval(() => setNow(Date.now()), 30_000);
    const end = left > 0 ? window.setTimeout(() => setNow(Date.now()), left + 50) : undefined;
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(end);
    };
  }, [holdExpiresAt]);
  if (!holdExpiresAt) return { running: false, minutesLeft: 0 };
  const minutesLeft = minutesUntil(holdExpiresAt, now);
  return { running: Date.parse(holdExpiresAt) > now, minutesLeft };
}
