import { PICKUP_TIMES } from '@waka/shared/cars/car-options';
import { lagosToday } from '@waka/shared/dates';
import { holdLimits, latestBookableDate } from '@waka/shared/hold-limits';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { calendarDayText } from '@/lib/calendar-day';
import {
  readPickupWindow,
  writePickupWindow,
  type PickupWindowFilter,
} from '../car-listing-params';

type PickupWindowFilterProps = {
  window: PickupWindowFilter | null;
  onChange: (window: PickupWindowFilter | null) => void;
};

const NONE = { pickupDate: '', pickupTime: '', returnDate: '', returnTime: '' };

/**
 * 'When do you need it?' on the listing: a pickup and a return on a Lagos
 * clock, and only the cars free for all of it are listed (the window goes in
 * the URL, and on to the rental request). 'Any time' lists every car again.
 */
export function PickupWindowFilterPanel({ window, onChange }: PickupWindowFilterProps) {
  const headingId = useId();
  const [draft, setDraft] = useState<PickupWindowFilter>(window ?? NONE);
  const [problem, setProblem] = useState<string | null>(null);
  const field = (name: keyof PickupWindowFilter) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => {
      setDraft({ ...draft, [name]: event.target.value });
      setProblem(null);
    },
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const chosen = readPickupWindow(writePickupWindow(new URLSearchParams(), draft));
    if (!chosen || chosen.pickupDate < lagosToday()) {
      setProblem(
        `Choose a pickup from today and a return at least 1 hour later, within ${holdLimits().maxHireDays} days`,
      );
      return;
    }
    onChange(chosen);
  };
  const clear = () => {
    setDraft(NONE);
    setProblem(null);
    onChange(null);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        When do you need it?
      </h2>
      <form
        noValidate
        onSubmit={apply}
        // A date beside its hour on a phone; in the narrow sidebar of a wide screen, one under the other.
        className="mt-3 grid grid-cols-[minmax(0,1fr)_6.5rem] gap-3 lg:grid-cols-1"
      >
        <FormField
          label="Pickup date"
          type="date"
          min={lagosToday()}
          max={latestBookableDate()}
          {...field('pickupDate')}
        />
        <TimeSelect label="Pickup time" {...field('pickupTime')} />
        <FormField
          label="Return date"
          type="date"
          min={draft.pickupDate || lagosToday()}
          max={latestBookableDate()}
          {...field('returnDate')}
        />
        <TimeSelect label="Return time" {...field('returnTime')} />
        {problem ? (
          <p role="alert" className="col-span-full text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
        <div className="col-span-full flex flex-wrap items-center gap-2">
          <Button type="submit">Show free cars</Button>
          {window ? (
            <Button variant="ghost" onClick={clear}>
              Any time
            </Button>
          ) : null}
        </div>
        {window ? (
          <p className="col-span-full text-sm text-slate-600">
            Free from {calendarDayText(window.pickupDate)} {window.pickupTime} to{' '}
            {calendarDayText(window.returnDate)} {window.returnTime} (Lagos time).
          </p>
        ) : null}
      </form>
    </section>
  );
}

type TimeSelectProps = {
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
};

function TimeSelect({ label, value, onChange }: TimeSelectProps) {
  return (
    <SelectField label={label} value={value} onChange={onChange}>
      <option value="">Time</option>
      {PICKUP_TIMES.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </SelectField>
  );
}
