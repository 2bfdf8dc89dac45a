import { useFormContext } from 'react-hook-form';
import {
  BODY_TYPES,
  CAR_CATEGORIES,
  CAR_COLORS,
  FUEL_TYPES,
  TRANSMISSIONS,
} from '@waka/shared/cars/car-options';
import { OLDEST_CAR_YEAR, newestCarYear } from '@waka/shared/cars/register-car';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import type { CarFormInput } from '../car-form-schema';

type Choice = { name: keyof CarFormInput; label: string; values: readonly string[] };

/** The spec's enumerations (docs/product.md#data), both forms offering the full lists, body type and category too. */
const CHOICES: Choice[] = [
  { name: 'color', label: 'Color', values: CAR_COLORS },
  { name: 'fuelType', label: 'Fuel type', values: FUEL_TYPES },
  { name: 'transmission', label: 'Transmission', values: TRANSMISSIONS },
  { name: 'bodyType', label: 'Body type', values: BODY_TYPES },
  { name: 'category', label: 'Category', values: CAR_CATEGORIES },
];

/** Make through transmission, body type and category (docs/product.md#validation): what the car is. */
export function CarVehicleFields() {
  const form = useFormContext<CarFormInput>();
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="Make"
        placeholder="e.g. Toyota"
        error={errors.make?.message}
        {...form.register('make')}
      />
      <FormField
        label="Model"
        placeholder="e.g. Camry"
        error={errors.model?.message}
        {...form.register('model')}
      />
      <FormField
        label="Year"
        type="number"
        inputMode="numeric"
        min={OLDEST_CAR_YEAR}
        max={newestCarYear()}
        step={1}
        error={errors.year?.message}
        {...form.register('year')}
      />
      <FormField
        label="License plate"
        placeholder="e.g. ABJ-123-XY"
        autoCapitalize="characters"
        spellCheck={false}
        hint="Capital letters, digits and hyphens"
        error={errors.licensePlate?.message}
        {...form.register('licensePlate')}
      />
      <FormField
        label="Mileage (km)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={errors.mileage?.message}
        {...form.register('mileage')}
      />
      {CHOICES.map(({ name, label, values }) => (
        <SelectField
          key={name}
          label={label}
          error={errors[name]?.message}
          {...form.register(name)}
        >
          <option value="">{`Select ${label.toLowerCase()}`}</option>
          {values.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
      ))}
    </div>
  );
}
