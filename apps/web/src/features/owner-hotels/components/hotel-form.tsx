import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { HOTEL_AMENITIES, PROPERTY_TYPES, ratingLabel } from '@waka/shared/hotels/hotel-amenities';
import { ZEditHotelForm, ZRegisterHotelForm } from '@waka/shared/hotels/register-hotel';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { SendFooter } from '@/components/form/form-footer';
import { FORM_SECTION_TITLE, FormSection } from '@/components/form/form-section';
import { useSendForm, type SendFormProps } from '@/components/form/use-send-form';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import {
  EMPTY_HOTEL_FORM,
  formFieldOf,
  type HotelFormInput,
  type HotelFormValues,
} from '../hotel-form-values';
import { HotelImageField } from './hotel-image-field';
import { PlaceFields } from '@/components/places/place-fields';

const PROPERTY_TYPE_LABELS: Record<(typeof PROPERTY_TYPES)[number], string> = {
  apartment: 'Apartment',
  hotel: 'Hotel',
};
const RATINGS = [1, 2, 3, 4, 5];

type HotelFormProps = SendFormProps<HotelFormValues> & {
  /**
   * Register: every field, the image required, rating 1 to 5 stars. Edit:
   * rating in steps of 0.1, image optional (docs/product.md#validation).
   */
  mode: 'register' | 'edit';
  defaultValues?: HotelFormInput;
  /** On edit, the photo the hotel has now. */
  currentImage?: string;
  /** In a dialog the actions stay in view at the bottom while the fields scroll. */
  inDialog?: boolean;
};

/**
 * The hotel form (docs/product.md#register-hotel, #owner-hotels, #data,
 * #validation): one component for the owner's registration page, the public
 * registration modal and the Edit Hotel modal.
 * Errors show once a field was touched; the shared schema holds every rule.
 */
export function HotelForm({
  mode,
  defaultValues,
  currentImage,
  inDialog = false,
  ...sending
}: HotelFormProps) {
  // The two schemas differ only in whether the image is required: one form shape serves both.
  const resolver = zodResolver(
    mode === 'register' ? ZRegisterHotelForm : ZEditHotelForm,
  ) as unknown as Resolver<HotelFormInput, unknown, HotelFormValues>;
  const form = useForm<HotelFormInput, unknown, HotelFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: defaultValues ?? EMPTY_HOTEL_FORM,
  });
  const { errors } = form.formState;
  const [uploading, setUploading] = useState(false);
  const { submit, failure } = useSendForm(form, {
    send: sending.onSubmit,
    describeFailure: sending.describeFailure,
    fieldOf: formFieldOf,
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-8">
        <FormSection title="About the property" inDialog={inDialog}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Hotel name"
              autoComplete="organization"
              error={errors.hotelName?.message}
              {...form.register('hotelName')}
            />
            <FormField
              label="Contact number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              hint="Digits only, 10 to 15 of them"
              error={errors.hotelContactNo?.message}
              {...form.register('hotelContactNo')}
            />
            <SelectField
              label="Property type"
              error={errors.propertyType?.message}
              {...form.register('propertyType')}
            >
              <option value="">Select property type</option>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PROPERTY_TYPE_LABELS[type]}
                </option>
              ))}
            </SelectField>
            {mode === 'register' ? (
              <SelectField
                label="Rating"
                error={errors.hotelRating?.message}
                {...form.register('hotelRating')}
              >
                <option value="">Select rating</option>
                {RATINGS.map((rating) => (
                  <option key={rating} value={String(rating)}>
                    {ratingLabel(rating)}
                  </option>
                ))}
              </SelectField>
            ) : (
              <FormField
                label="Rating (1 to 5)"
                type="number"
                inputMode="decimal"
                min={1}
                max={5}
                step={0.1}
                error={errors.hotelRating?.message}
                {...form.register('hotelRating')}
              />
            )}
            <FormField
              label="Minimum price (₦ per night)"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              error={errors.minimumPrice?.message}
              {...form.register('minimumPrice')}
            />
            <FormField
              label="Address"
              autoComplete="street-address"
              className="sm:col-span-2"
              error={errors.hotelAddress?.message}
              {...form.register('hotelAddress')}
            />
            <TextareaField
              label="Description"
              className="sm:col-span-2"
              error={errors.hotelDescription?.message}
              {...form.register('hotelDescription')}
            />
          </div>
        </FormSection>

        <FormSection title="Location" inDialog={inDialog}>
          <PlaceFields />
        </FormSection>

        <CheckboxGroup
          legend="Amenities"
          legendClassName={FORM_SECTION_TITLE}
          options={HOTEL_AMENITIES}
          error={errors.hotelAmenities?.message}
          inputProps={form.register('hotelAmenities')}
        />

        <FormSection title="Photo" inDialog={inDialog}>
          <HotelImageField currentImage={currentImage} onUploadingChange={setUploading} />
        </FormSection>

        <SendFooter failure={failure} inDialog={inDialog} uploading={uploading} {...sending} />
      </form>
    </FormProvider>
  );
}
