import { zodResolver } from '@hookform/resolvers/zod';
import { lagosToday } from '@waka/shared/dates';
import { stayDatesMax } from '@waka/shared/stay-dates';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { Stay } from '../api/use-hotel-rooms';
import { ZStayForm, type TStayForm } from '../stay-form-schema';

type StayDatesFormProps = {
  /** What the URL says (possibly wrong), or the current stay when changing it. */
  initial: TStayForm;
  onSubmit: (stay: Stay) => void;
  /** Shown when the guest is changing dates they already chose. */
  onCancel?: () => void;
};

/**
 * Check in / Check out for this hotel (docs/product.md#validation rules, shown once a field is
 * touched). Dates written in the URL that break a rule are shown at once with
 * their message, so the guest sees why the page ignored them.
 */
export function StayDatesForm({ initial, onSubmit, onCancel }: StayDatesFormProps) {
  const id = useId();
  const today = lagosToday();
  const {
    register,
    handleSubmit,
    control,
    trigger,
    formState: { errors },
  } = useForm<TStayForm>({
    resolver: zodResolver(ZStayForm),
    mode: 'onTouched',
    defaultValues: initial,
  });

  const cameWithDates = Boolean(initial.checkIn || initial.checkOut);
  useEffect(() => {
    if (cameWithDates) void trigger();
  }, [cameWithDates, trigger]);

  const checkIn = useWatch({ control, name: 'checkIn' });
  const latest = stayDatesMax(checkIn, today);
  const fields = [
    {
      name: 'checkIn' as const,
      label: 'Check in',
      min: today,
      max: latest.checkIn,
      // A new check-in can make the check-out wrong (or right): check it again.
      options: { deps: ['checkOut' as const] },
    },
    {
      name: 'checkOut' as const,
      label: 'Check out',
      min: checkIn || today,
      max: latest.checkOut,
      options: {},
    },
  ];

  return (
    <form
      noValidate
      aria-label="Your stay"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-4 sm:flex-row sm:items-start"
    >
      {fields.map(({ name, label, min, max, options }) => {
        const error = errors[name]?.message;
        return (
          <div key={name} className="flex flex-1 flex-col gap-1.5">
            <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-slate-800">
              {label}
            </label>
            <input
              id={`${id}-${name}`}
              type="date"
              min={min}
              max={max}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${name}-error` : undefined}
              className={`min-h-11 rounded-lg border bg-white px-3 text-slate-900 ${
                error ? 'border-red-600' : 'border-slate-300'
              }`}
              {...register(name, options)}
            />
            <p
              id={`${id}-${name}-error`}
              aria-live="polite"
              className="min-h-5 text-sm text-red-700"
            >
              {error ?? ''}
            </p>
          </div>
        );
      })}
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit" className="min-h-11 flex-1 sm:flex-none">
          Check availability
        </Button>
        {onCancel ? (
          <Button variant="ghost" className="min-h-11" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
