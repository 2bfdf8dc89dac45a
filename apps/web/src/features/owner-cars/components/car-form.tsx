import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { PlaceFields } from '@/components/places/place-fields';
import { ApiError } from '@/lib/api-client';
import {
  ZCarEditDialog,
  ZCarRegistrationPage,
  type CarFormInput,
  type CarFormValues,
} from '../car-form-schema';
import { EMPTY_CAR_FORM, formFieldOf } from '../car-form-values';
import { CarImageField } from './car-image-field';
import { CarRateFields } from './car-rate-fields';
import { CarVehicleFields } from './car-vehicle-fields';

type CarFormProps = {
  /** Register: the photo required, rates from ₦10. Edit (spec §5 Car edit): rates from ₦1, photo optional. */
  mode: 'register' | 'edit';
  defaultValues?: CarFormInput;
  /** On edit, the photo the car has now. */
  currentImage?: string;
  submitLabel: string;
  submittingLabel: string;
  /** Sends the values; a rejection becomes the banner and the server's field errors. */
  onSubmit: (values: CarFormValues) => Promise<unknown>;
  /** The banner's words for a failed send (spec §8). */
  describeFailure: (error: unknown) => string;
  onCancel?: () => void;
  /** In a dialog the actions stay in view at the bottom while the fields scroll. */
  inDialog?: boolean;
};

/**
 * The car form (spec §2, §3, §5): one component for Register New Vehicle and
 * the Edit car modal. Errors show once a field was touched; the shared
 * schemas hold every rule.
 */
export function CarForm({
  mode,
  defaultValues,
  currentImage,
  submitLabel,
  submittingLabel,
  onSubmit,
  describeFailure,
  onCancel,
  inDialog = false,
}: CarFormProps) {
  // The two schemas differ in the rates' minimum and whether the photo is required: one form shape serves both.
  const resolver = zodResolver(
    mode === 'register' ? ZCarRegistrationPage : ZCarEditDialog,
  ) as unknown as Resolver<CarFormInput, unknown, CarFormValues>;
  const form = useForm<CarFormInput, unknown, CarFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: (defaultValues ?? EMPTY_CAR_FORM) as DefaultValues<CarFormInput>,
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
        <FormSection title="The vehicle" inDialog={inDialog}>
          <CarVehicleFields />
        </FormSection>

        <FormSection title="Rates and escort" inDialog={inDialog}>
          <CarRateFields minimumRate={mode === 'register' ? 10 : 1} />
        </FormSection>

        <FormSection title="Pickup location" inDialog={inDialog}>
          <PlaceFields />
          <FormField
            label="Pickup address"
            autoComplete="street-address"
            placeholder="e.g. Plot 12, Aminu Kano Crescent, Wuse 2"
            error={errors.pickupAddress?.message}
            {...form.register('pickupAddress')}
          />
        </FormSection>

        <FormSection title="Photo" inDialog={inDialog}>
          <CarImageField currentImage={currentImage} onUploadingChange={setUploading} />
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
              className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium break-words text-red-800"
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
