import type { TCar } from '@waka/shared/cars/car';
import { MAX_HIRE_HOURS, MIN_HIRE_HOURS, PICKUP_TIMES } from '@waka/shared/cars/car-options';
import { lagosToday } from '@waka/shared/dates';
import { holdLimits, latestBookableDate } from '@waka/shared/hold-limits';
import { formatNaira } from '@waka/shared/money';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import type { HireBy } from '../hire-hours';
import type { RentalRequestFormApi } from '../rental-request-resolver';
import { PickupTimeSelect } from './pickup-time-select';

type HireLengthFieldsProps = {
  form: RentalRequestFormApi;
  car: TCar;
  by: HireBy;
  onByChange: (by: HireBy) => void;
  pickupDate: string;
  /** The pickup date's hours already inside a hire. */
  takenTimes: ReadonlySet<string>;
  /** Why the window chosen cannot be had: it overlaps a hire already made. */
  clash: string | null;
};

const CHOICES: { by: HireBy; label: string }[] = [
  { by: 'hours', label: 'By the hour' },
  { by: 'return', label: 'Until a date' },
];

/**
 * When and for how long (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md):
 * the pickup, then 1 to 24 hours or a return date and time, and the
 * driver-escort when the car has one. A window overlapping a hire already
 * made is named here, before anything is sent.
 */
export function HireLengthFields({
  form,
  car,
  by,
  onByChange,
  pickupDate,
  takenTimes,
  clash,
}: HireLengthFieldsProps) {
  const { errors, touchedFields } = form.formState;
  const [pickupTime, returnDate, returnTime] = useWatch({
    control: form.control,
    name: ['pickupTime', 'returnDate', 'returnTime'],
  });
  // The return date carries the window's message (before the pickup, too long):
  // once the return is touched, it is checked again whenever the window moves.
  const returnTouched = touchedFields.returnDate === true || touchedFields.returnTime === true;
  useEffect(() => {
    if (by === 'return' && returnTouched) void form.trigger('returnDate');
  }, [form, by, returnTouched, pickupDate, pickupTime, returnDate, returnTime]);
  const escortOffered = car.escortAvailable && car.escortPrice !== null;
  const choose = (next: HireBy) => {
    form.clearErrors(['hours', 'returnDate', 'returnTime']);
    onByChange(next);
  };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Pickup date"
          type="date"
          min={lagosToday()}
          max={latestBookableDate()}
          error={errors.pickupDate?.message}
          {...form.register('pickupDate')}
        />
        <PickupTimeSelect
          pickupDate={pickupDate}
          taken={takenTimes}
          error={errors.pickupTime?.message}
          {...form.register('pickupTime')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">How long</legend>
        <div className="mt-1 grid grid-cols-2 rounded-xl bg-slate-100 p-1">
          {CHOICES.map((choice) => (
            <label key={choice.by} className="relative">
              <input
                type="radio"
                name="hire-by"
                value={choice.by}
                checked={by === choice.by}
                onChange={() => choose(choice.by)}
                // Over the whole choice, unseen: a click anywhere on it lands on the radio itself.
                className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
              />
              <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-semibold text-slate-700 peer-checked:bg-white peer-checked:text-brand-900 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700">
                {choice.label}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {by === 'hours' ? (
        <FormField
          label="Duration (hours)"
          type="number"
          inputMode="numeric"
          min={MIN_HIRE_HOURS}
          max={MAX_HIRE_HOURS}
          step={1}
          hint={`${MIN_HIRE_HOURS} to ${MAX_HIRE_HOURS} hours; longer, choose Until a date`}
          error={errors.hours?.message}
          {...form.register('hours')}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Return date"
            type="date"
            min={pickupDate || lagosToday()}
            max={latestBookableDate()}
            hint={`Up to ${holdLimits().maxHireDays} days after pickup`}
            error={errors.returnDate?.message}
            {...form.register('returnDate')}
          />
          <SelectField
            label="Return time"
            hint="Lagos time (WAT)"
            error={errors.returnTime?.message}
            {...form.register('returnTime')}
          >
            <option value="">Choose a time</option>
            {PICKUP_TIMES.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      {escortOffered ? (
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            {...form.register('escort')}
          />
          <span>
            <span className="block font-semibold text-slate-900">Add a driver-escort</span>
            <span className="block text-sm text-slate-600">
              {formatNaira(car.escortPrice!)} a day, for each day or part of a day of the hire
            </span>
          </span>
        </label>
      ) : null}
      {clash ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {clash}
        </p>
      ) : null}
    </>
  );
}
