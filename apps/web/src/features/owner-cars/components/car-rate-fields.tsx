import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { CarFormInput } from '../car-form-schema';

type CarRateFieldsProps = {
  /** Registration asks at least ₦10 an hour and a day (docs/product.md#constants); the edit modal at least ₦1. */
  minimumRate: 1 | 10;
};

/**
 * The three rates and the escort (docs/product.md#owner-cars, #validation):
 * ticking "Escort available" reveals the escort's daily fee; unticking drops
 * the fee and its message.
 */
export function CarRateFields({ minimumRate }: CarRateFieldsProps) {
  const form = useFormContext<CarFormInput>();
  const { errors } = form.formState;
  const escortAvailable = useWatch({ control: form.control, name: 'escortAvailable' });
  const escort = form.register('escortAvailable');
  const escortHintId = useId();

  const rate = (name: 'hourlyRate' | 'dailyRate' | 'weeklyRate', label: string, min: number) => (
    <FormField
      label={label}
      type="number"
      inputMode="decimal"
      min={min}
      step={0.01}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {rate('hourlyRate', 'Hourly rate (₦)', minimumRate)}
      {rate('dailyRate', 'Daily rate (₦)', minimumRate)}
      {rate('weeklyRate', 'Weekly rate (₦)', 1)}
      <div className="flex flex-col gap-3 sm:col-span-3">
        <div>
          <label className="flex min-h-11 w-fit cursor-pointer items-center gap-3 rounded-lg pr-2 font-semibold text-slate-800">
            <input
              type="checkbox"
              aria-describedby={escortHintId}
              className="size-5 shrink-0 rounded border-slate-400 accent-brand-700"
              {...escort}
              onChange={(event) => {
                if (!event.target.checked) {
                  form.setValue('escortPrice', '');
                  form.clearErrors('escortPrice');
                }
                return escort.onChange(event);
              }}
            />
            Escort available
          </label>
          <p id={escortHintId} className="ml-8 text-sm text-slate-600">
            A driver-escort can be hired with the car, for a daily fee.
          </p>
        </div>
        {escortAvailable ? (
          <FormField
            label="Escort fee (₦ per day)"
            type="number"
            inputMode="decimal"
            min={1}
            step={0.01}
            className="sm:max-w-xs"
            error={errors.escortPrice?.message}
            {...form.register('escortPrice')}
          />
        ) : null}
      </div>
    </div>
  );
}
