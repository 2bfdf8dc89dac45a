import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { FormProvider, useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ROOM_MESSAGES, ZAddRoomForm, type TAddRoomForm } from '@waka/shared/rooms/room-form';
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

const SECTION_TITLE = 'text-lg font-bold text-slate-900';

type AddRoomFormProps = {
  hotelId: string;
  /** Called with the spec's words once the room is saved; the form is empty again by then. */
  onAdded: (message: string) => void;
};

/**
 * The Add Room form (spec §2, §5, §7): errors once a field is touched, images
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
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await addRoom.mutateAsync(values);
      uploads.reset();
      form.reset(emptyForm(hotelId));
      onAdded(ROOM_MESSAGES.added);
    } catch (error) {
      const message =
        error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
      setFailure(ROOM_MESSAGES.addFailed(message));
      if (error instanceof ApiError) {
        for (const [name, fieldMessage] of Object.entries(error.fields)) {
          if (name in form.getValues())
            form.setError(name as keyof TAddRoomForm, { message: fieldMessage });
        }
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-8">
        <Section title="Room details">
          <RoomDetailsFields />
        </Section>

        <Section title="Photos">
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
        </Section>

        <RoomAmenityFields legendClassName={SECTION_TITLE} />

        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6">
          {failure ? (
            <div
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
            >
              {failure}
            </div>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
            {uploads.uploading ? (
              <p className="text-sm text-slate-700">Wait for the images to finish uploading.</p>
            ) : null}
            <button
              type="submit"
              disabled={isSubmitting || uploads.uploading}
              className="min-h-11 rounded-lg bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {isSubmitting ? 'Adding...' : 'Add Room'}
            </button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-4">
      <h2 className={SECTION_TITLE}>{title}</h2>
      {children}
    </section>
  );
}
