import { nightsBetween } from '@waka/shared/dates';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { calendarDayText } from '@/lib/calendar-day';
import type { Stay } from '../api/use-hotel-rooms';
import { StayDatesForm } from './stay-dates-form';

type StayDatesSectionProps = {
  stay: Stay | undefined;
  asWritten: Stay;
  onChange: (stay: Stay) => void;
};

const formatDay = calendarDayText;

/** The stay the rooms are shown for: a summary with Change dates, or the date picker. */
export function StayDatesSection({ stay, asWritten, onChange }: StayDatesSectionProps) {
  const [editing, setEditing] = useState(false);

  if (stay && !editing) {
    const nights = nightsBetween(stay.checkIn, stay.checkOut);
    return (
      <section
        aria-label="Your stay"
        className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
      >
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-slate-800">
          <div>
            <dt className="text-xs font-semibold tracking-wider text-brand-800 uppercase">
              Check in
            </dt>
            <dd className="font-semibold">{formatDay(stay.checkIn)}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wider text-brand-800 uppercase">
              Check out
            </dt>
            <dd className="font-semibold">{formatDay(stay.checkOut)}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wider text-brand-800 uppercase">
              Nights
            </dt>
            <dd className="font-semibold">{nights}</dd>
          </div>
        </dl>
        <Button
          variant="secondary"
          onClick={() => setEditing(true)}
          className="self-start sm:self-auto"
        >
          Change dates
        </Button>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="stay-dates-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="stay-dates-title" className="text-lg font-semibold text-slate-900">
        {stay ? 'Change your dates' : 'When are you staying?'}
      </h2>
      {stay ? null : (
        <p className="mt-1 mb-4 text-sm text-slate-600">
          Choose your dates to see which rooms are free and the price of your stay.
        </p>
      )}
      <div className={stay ? 'mt-4' : ''}>
        <StayDatesForm
          initial={stay ?? asWritten}
          onCancel={stay ? () => setEditing(false) : undefined}
          onSubmit={(next) => {
            setEditing(false);
            onChange(next);
          }}
        />
      </div>
    </section>
  );
}
