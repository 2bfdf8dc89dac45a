import { PICKUP_TIMES } from '@waka/shared/cars/car-options';
import { lagosToday } from '@waka/shared/dates';
import type { ComponentProps } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { isPastPickup } from '../hire-hours';

type PickupTimeSelectProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'children'> & {
  /** The pickup date chosen so far: today's hours already gone are not offered. */
  pickupDate: string;
  /** The hours of that date inside a hire already made: not offered either. */
  taken?: ReadonlySet<string>;
};

/** Pickup time: every whole hour from 00:00 to 23:00 on a Lagos clock (docs/product.md#validation). */
export function PickupTimeSelect({ pickupDate, taken, ...select }: PickupTimeSelectProps) {
  const today = pickupDate === lagosToday();
  return (
    <SelectField label="Pickup time" hint="Lagos time (WAT)" {...select}>
      <option value="">Choose a time</option>
      {PICKUP_TIMES.map((time) => {
        const gone = today && isPastPickup(pickupDate, time);
        const booked = !gone && taken?.has(time) === true;
        return (
          <option key={time} value={time} disabled={gone || booked}>
            {gone ? `${time} (passed)` : booked ? `${time} (taken)` : time}
          </option>
        );
      })}
    </SelectField>
  );
}
