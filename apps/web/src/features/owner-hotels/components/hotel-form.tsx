import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { HOTEL_AMENITIES, PROPERTY_TYPES, ratingLabel } from '@waka/shared/hotels/hotel-amenities';
import { ZEditHotelForm, ZRegisterHotelForm } from '@waka/shared/hotels/register-hotel';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api-client';
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

type HotelFormProps = {
  /** Register: every field, the image required, rating 1 to 5 stars. Edit (spec §5 Hotel edit): rating in steps of 0.1, image optional. */
  mode: 'register' | 'edit';
  defaultValues?: HotelFormInput;
  /** On edit, the photo the hotel has now. */
  currentImage?: string;
  submitLabel: string;
  submittingLabel: string;
  /** Sends the values; a rejection becomes the banner and the server's field errors. */
  onSubmit: (values: HotelFormValues) => Promise<unknown>;
  /** The banner's words for a failed send (spec §8). */
  describeFailure: (error: unknown) => string;
  onCancel?: () => void;
  /** In a dialog the actions stay in view at the bottom while the fields scroll. */
  inDialog?: boolean;
};

/**
 * The hotel form (spec §2, §3, §5): one component for the owner's
 * registration page, the public registration modal and the Edit Hotel modal.
 * Errors show once a field was touched; the shared schema holds every rule.
 */
export function HotelForm({
  mode,
  defaultValues,
  currentImage,
  submitLabel,
  submittingLabel,
  onSubmit,
  describeFailure,
  onCancel,
  inDialog = false,
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
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(describeFailure(error));
      if (error instanceof ApiError) {
        for (const [serverField, message] of Object.entries(error.fields)) {
          const name = formFieldOf(serverField);
          if (name) form.setError(name, { message });
        }
      }
    }
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
          legendClassName={SECTION_TITLE}
          options={HOTEL_AMENITIES}
          error={errors.hotelAmenities?.message}
          inputProps={form.register('hotelAmenities')}
        />

        <FormSection title="Photo" inDialog={inDialog}>
          <HotelImageField currentImage={currentImage} onUploadingChange={setUploading} />
        </FormSection>

        <div
          className={`flex flex-col gap-3 ${
            inDialog
              ? 'sticky -bottom-4 z-10 -mx-5 -mb-4 border-t border-slate-200 bg-white px-5 py-4'
              : 'border-t border-slate-200 pt-6'
          }`}
        >
          {failure ? (
            <div
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
            >
              {failure}
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {onCancel ? (
              <button
                type="button"
                onClick={onCancel}
                disabled={isSubmitting}
                className="min-h-11 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
              >
                Cancel
              </button>
            ) : null}
            <button
              type="submit"
              disabled={isSubmitting || uploading}
              className="min-h-11 rounded-lg bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {isSubmitting ? submittingLabel : uploading ? 'Uploading image...' : submitLabel}
            </button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

const SECTION_TITLE = 'text-lg font-bold text-slate-900';

/** A part of the form under its own heading: h2 on a page, h3 under a dialog's title. */
function FormSection({
  title,
  inDialog,
  children,
}: {
  title: string;
  inDialog: boolean;
  children: ReactNode;
}) {
  const Heading = inDialog ? 'h3' : 'h2';
  return (
    <section className="flex min-w-0 flex-col gap-4">
      <Heading className={SECTION_TITLE}>{title}</Heading>
      {children}
    </section>
  );
}
