import { addDays, lagosToday } from '@waka/shared/dates';
import { latestBookableDate } from '@waka/shared/hold-limits';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { dayAndMonthText, weekdayAndDayText } from '@/lib/calendar-day';
import { useCarAvailability, type TTakenWindow } from '../api/use-car-availability';
import { stripDays, type StripDay } from '../availability';

export const STRIP_DAYS = 14;

/**
 * When the car is free over 14 days (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md):
 * a week to a row, each day a bar of its 24 hours with the taken ones dark,
 * then the taken windows in words. Earlier and Later move by 14 days. The
 * dialog and the rental request show it; the request refuses a taken window.
 */
export function AvailabilityStrip({
  carId,
  className = '',
}: {
  carId: string;
  className?: string;
}) {
  const headingId = useId();
  const today = lagosToday();
  const [from, setFrom] = useState(today);
  const query = useCarAvailability(carId, from, STRIP_DAYS);
  const last = addDays(from, STRIP_DAYS - 1);
  const taken = query.data ?? [];
  const days = stripDays(from, STRIP_DAYS, taken);

  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-base font-bold text-slate-900">
          When it’s free{' '}
          <span className="font-normal text-slate-600">
            {dayAndMonthText(from)} – {dayAndMonthText(last)}
          </span>
        </h3>
        <div className="-mr-2 flex">
          <Button
            variant="ghost"
            disabled={from <= today}
            onClick={() => setFrom(maxDate(today, addDays(from, -STRIP_DAYS)))}
          >
            Earlier
          </Button>
          <Button
            variant="ghost"
            disabled={addDays(from, STRIP_DAYS) > latestBookableDate()}
            onClick={() => setFrom(addDays(from, STRIP_DAYS))}
          >
            Later
          </Button>
        </div>
      </div>
      <ol
        aria-label="Days"
        aria-busy={query.isFetching || undefined}
        className={`mt-2 grid grid-cols-7 gap-1 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {days.map((day) => (
          <DayCell
            key={day.date}
            day={day}
            known={query.data !== undefined}
            failed={query.isError}
          />
        ))}
      </ol>
      <p aria-hidden="true" className="mt-2 flex gap-4 text-xs text-slate-600">
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-2 w-4 rounded-sm bg-emerald-200" /> Free
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-2 w-4 rounded-sm bg-rose-700" /> Taken
        </span>
        <span>Lagos time</span>
      </p>
      <TakenList query={query} taken={taken} />
    </section>
  );
}

const maxDate = (a: string, b: string) => (a > b ? a : b);

type DayCellProps = { day: StripDay; known: boolean; failed: boolean };

function DayCell({ day, known, failed }: DayCellProps) {
  const [weekday, dayOfMonth] = weekdayAndDayText(day.date).split(' ');
  const words = !known
    ? ''
    : day.spans.length === 0
      ? 'free all day'
      : day.spans.map((span) => `taken ${clock(span.from)} to ${clock(span.to)}`).join(', ');
  return (
    <li className="flex min-w-0 flex-col items-center gap-1 rounded-md bg-slate-50 px-0.5 py-1">
      <span aria-hidden="true" className="text-[11px] leading-none text-slate-600">
        {weekday}
      </span>
      <span aria-hidden="true" className="text-sm leading-none font-semibold text-slate-900">
        {dayOfMonth}
      </span>
      <span
        aria-hidden="true"
        className={`relative h-2 w-full overflow-hidden rounded-sm ${known ? 'bg-emerald-200' : failed ? 'bg-slate-200' : 'animate-pulse bg-slate-200'}`}
      >
        {day.spans.map((span) => (
          <span
            key={span.from}
            className="absolute inset-y-0 bg-rose-700"
            style={{
              left: `${(span.from / 24) * 100}%`,
              width: `${((span.to - span.from) / 24) * 100}%`,
            }}
          />
        ))}
      </span>
      <span className="sr-only">
        {weekdayAndDayText(day.date)}: {words || (failed ? 'not known' : 'loading')}
      </span>
    </li>
  );
}

/** '10:00', and '24:00' for a day's end. */
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

type TakenListProps = {
  query: ReturnType<typeof useCarAvailability>;
  taken: readonly TTakenWindow[];
};

function TakenList({ query, taken }: TakenListProps) {
  if (query.isError && !query.data) {
    return (
      <p className="mt-2 text-sm text-slate-700">
        We couldn’t load when this car is free.{' '}
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          Try again
        </button>
      </p>
    );
  }
  if (!query.data) return null;
  if (taken.length === 0) {
    return <p className="mt-2 text-sm text-slate-700">Free every day shown.</p>;
  }
  return (
    <ul aria-label="Taken" className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
      {taken.map((window) => (
        <li key={window.pickupAt} data-testid="taken-window">
          <span className="font-semibold text-rose-800">Taken</span>{' '}
          {weekdayAndDayText(window.pickupDate)} {window.pickupTime} to{' '}
          {weekdayAndDayText(window.returnDate)} {window.returnTime}
        </li>
      ))}
    </ul>
  );
}
