import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ROOM_MESSAGES, ZAddRoomForm, type TAddRoomForm } from '@waka/shared/rooms/room-form';
import { FormFooter } from '@/components/form/form-footer';
import { FORM_SECTION_TITLE, FormSection } from '@/components/form/form-section';
import { useSendForm } from '@/components/form/use-send-form';
import { Button } from '@/components/ui/button';
import { ImagePicker } from '@/components/ui/image-picker';
import { ApiError } from '@/lib/api-client';
import { useAddRoom } from '../api/use-add-room';
import { ROOM_IMAGE_HINT, ROOM_IMAGE_TYPES } from '../room-image-files';
import { useRoomUploads } from '../use-room-uploads';
import { RoomAmenityFields, RoomDetailsFields } from './room-details-fields';
import { UploadProblemsText } from './upload-problems-text';

type AddRoomValues = z.output<typeof ZAddRoomForm>;

const emptyForm = (hotelId: string): TAddRoomForm => ({
  hotelId,
  roomType: '',
  roomPrice: '',
  roomDiscount: '0',
  roomQuantity: '1',
  roomDescription: '',
  amenities: [],
  roomImage: [],
});

type AddRoomFormProps = {
  hotelId: string;
  /** Called with the product's words (ROOM_MESSAGES) once the room is saved; the form is empty again by then. */
  onAdded: (message: string) => void;
};

/**
 * The Add Room form (docs/product.md#add-room, #validation, #images): errors once a field is touched, images
 * uploading as soon as they are chosen, submit held while any is still going
 * up, and on success an empty form for the next room.
 */
export function AddRoomForm({ hotelId, onAdded }: AddRoomFormProps) {
  const addRoom = useAddRoom();
  const form = useForm<TAddRoomForm, unknown, AddRoomValues>({
    resolver: zodResolver(ZAddRoomForm),
    mode: 'onTouched',
    defaultValues: emptyForm(hotelId),
  });
  const { field: imagesField, fieldState: imagesState } = useController({
    control: form.control,
    name: 'roomImage',
  });
  const uploads = useRoomUploads((urls) =>
    form.setValue('roomImage', urls, {
      shouldTouch: true,
      shouldValidate: true,
      shouldDirty: true,
    }),
  );
  const { isSubmitting } = form.formState;
  const { submit, failure } = useSendForm(form, {
    send: async (values) => {
      await addRoom.mutateAsync(values);
      uploads.reset();
      form.reset(emptyForm(hotelId));
      onAdded(ROOM_MESSAGES.added);
    },
    describeFailure: (error) =>
      ROOM_MESSAGES.addFailed(
        error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
      ),
    fieldOf: (name) => (name in form.getValues() ? (name as keyof TAddRoomForm) : null),
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-8">
        <FormSection title="Room details">
          <RoomDetailsFields />
        </FormSection>

        <FormSection title="Photos">
          <ImagePicker
            label="Room images"
            name={imagesField.name}
            inputRef={imagesField.ref}
            onBlur={imagesField.onBlur}
            accept={ROOM_IMAGE_TYPES.join(',')}
            images={uploads.images}
            onChoose={uploads.choose}
            onRemove={uploads.remove}
            hint={ROOM_IMAGE_HINT}
            error={imagesState.error?.message}
            problems={<UploadProblemsText problems={uploads.problems} />}
          />
        </FormSection>

        <RoomAmenityFields legendClassName={FORM_SECTION_TITLE} />

        <FormFooter failure={failure}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
            {uploads.uploading ? (
              <p className="text-sm text-slate-700">Wait for the images to finish uploading.</p>
            ) : null}
            <Button type="submit" size="field" disabled={isSubmitting || uploads.uploading}>
              {isSubmitting ? 'Adding...' : 'Add Room'}
            </Button>
          </div>
        </FormFooter>
      </form>
    </FormProvider>
  );
}
