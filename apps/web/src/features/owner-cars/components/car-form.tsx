import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import { SendFooter } from '@/components/form/form-footer';
import { FormSection } from '@/components/form/form-section';
import { useSendForm, type SendFormProps } from '@/components/form/use-send-form';
import { FormField } from '@/components/ui/form-field';
import { PlaceFields } from '@/components/places/place-fields';
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

type CarFormProps = SendFormProps<CarFormValues> & {
  /**
   * Register: the photo required, rates from ₦10. Edit: rates from ₦1, photo
   * optional (docs/product.md#validation).
   */
  mode: 'register' | 'edit';
  defaultValues?: CarFormInput;
  /** On edit, the photo the car has now. */
  currentImage?: string;
  /** In a dialog the actions stay in view at the bottom while the fields scroll. */
  inDialog?: boolean;
};

/**
 * The car form (docs/product.md#owner-cars, #data, #validation): one
 * component for Register New Vehicle and the Edit car modal. Errors show once a field was touched; the shared
 * schemas hold every rule.
 */
export function CarForm({
  mode,
  defaultValues,
  currentImage,
  inDialog = false,
  ...sending
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

        <SendFooter failure={failure} inDialog={inDialog} uploading={uploading} {...sending} />
      </form>
    </FormProvider>
  );
}
