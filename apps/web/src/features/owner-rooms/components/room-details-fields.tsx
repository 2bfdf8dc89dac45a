import { useFormContext } from 'react-hook-form';
import { ROOM_AMENITIES } from '@waka/shared/rooms/room-amenities';
import type { TEditRoomForm } from '@waka/shared/rooms/room-form';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FormField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';

/** The fields the Add Room form and the Edit Room modal share. */
type RoomDetailsInput = Omit<TEditRoomForm, 'roomImage'>;

/**
 * Room type, price, discount, quantity and description
 * (docs/product.md#add-room, #validation), read from the surrounding form.
 * The images sit between these and the amenities, so they are a slot.
 */
export function RoomDetailsFields() {
  const form = useFormContext<RoomDetailsInput>();
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="Room type"
        placeholder="e.g. Deluxe Double"
        className="sm:col-span-2"
        error={errors.roomType?.message}
        {...form.register('roomType')}
      />
      <FormField
        label="Price (₦ per night)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        hint="What a guest pays per night, after the discount."
        error={errors.roomPrice?.message}
        {...form.register('roomPrice')}
      />
      <FormField
        label="Discount (%)"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        hint="Shown to guests as the saving; 0 for none."
        error={errors.roomDiscount?.message}
        {...form.register('roomDiscount')}
      />
      <FormField
        label="Quantity (rooms of this type)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.roomQuantity?.message}
        {...form.register('roomQuantity')}
      />
      <TextareaField
        label="Description"
        className="sm:col-span-2"
        error={errors.roomDescription?.message}
        {...form.register('roomDescription')}
      />
    </div>
  );
}

/** The 20 room amenities as checkboxes, in the add form's words (docs/product.md#data). */
export function RoomAmenityFields({ legendClassName }: { legendClassName?: string }) {
  const form = useFormContext<RoomDetailsInput>();
  return (
    <CheckboxGroup
      legend="Amenities"
      legendClassName={legendClassName}
      options={ROOM_AMENITIES}
      error={form.formState.errors.amenities?.message}
      inputProps={form.register('amenities')}
    />
  );
}
