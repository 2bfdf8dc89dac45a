import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ROOM_AMENITY_VALUES, type RoomAmenity } from '@waka/shared/rooms/room-amenities';
import {
  ROOM_MESSAGES,
  ZEditRoomForm,
  type TEditRoomForm,
  type TOwnerRoom,
} from '@waka/shared/rooms/room-form';
import { FormActions, FormFooter } from '@/components/form/form-footer';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ImagePicker, type PickedImage } from '@/components/ui/image-picker';
import { ApiError } from '@/lib/api-client';
import { useEditRoom } from '../api/use-edit-room';
import { useUploadRoomImage } from '../api/use-upload-room-image';
import { ROOM_IMAGE_TYPES, screenRoomImages } from '../room-image-files';
import type { UploadProblems } from '../use-room-uploads';
import { RoomAmenityFields, RoomDetailsFields } from './room-details-fields';
import { UploadProblemsText } from './upload-problems-text';

type EditRoomValues = z.output<typeof ZEditRoomForm>;

/** A file chosen in the dialog: it goes up only at save, and keeps its address if the save then fails. */
type NewImage = { key: string; file: File; preview: string; progress?: number; url?: string };

const NO_PROBLEMS: UploadProblems = { failed: [], refused: [] };
const isRoomAmenity = (value: string): value is RoomAmenity =>
  (ROOM_AMENITY_VALUES as readonly string[]).includes(value);

type EditRoomDialogProps = {
  room: TOwnerRoom;
  onClose: () => void;
  onSaved: (room: TOwnerRoom) => void;
};

/**
 * Edit Room (docs/product.md#room-listings, #validation, #images): the same rules as Add Room, images optional.
 * The current images can be removed; new files upload one after another at
 * save; the kept addresses plus the new ones are sent, or none when the
 * images did not change (the server then keeps them).
 */
export function EditRoomDialog({ room, onClose, onSaved }: EditRoomDialogProps) {
  const formId = useId();
  const edit = useEditRoom();
  const upload = useUploadRoomImage();
  const form = useForm<TEditRoomForm, unknown, EditRoomValues>({
    resolver: zodResolver(ZEditRoomForm),
    mode: 'onTouched',
    defaultValues: {
      roomType: room.roomType,
      roomPrice: String(room.roomPrice),
      roomDiscount: String(room.roomDiscount),
      roomQuantity: String(room.roomQuantity),
      roomDescription: room.roomDescription,
      amenities: room.amenities.filter(isRoomAmenity),
    },
  });
  const [kept, setKept] = useState<string[]>(room.roomImage);
  const [added, setAdded] = useState<NewImage[]>([]);
  const [problems, setProblems] = useState<UploadProblems>(NO_PROBLEMS);
  const [imagesError, setImagesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The previews of chosen files are freed when the dialog goes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const choose = (files: File[]) => {
    const { accepted, refused } = screenRoomImages(files, kept.length + added.length);
    setProblems({ failed: [], refused });
    setImagesError(null);
    const chosen = accepted.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key: crypto.randomUUID(), file, preview };
    });
    setAdded((was) => [...was, ...chosen]);
  };

  const remove = (key: string) => {
    setKept((was) => was.filter((url) => url !== key));
    setAdded((was) => was.filter((entry) => entry.key !== key));
  };

  const changeNew = (key: string, fields: Partial<NewImage>) =>
    setAdded((was) => was.map((entry) => (entry.key === key ? { ...entry, ...fields } : entry)));

  /** Uploads the new files one by one (docs/product.md#images); null when one fails. */
  const uploadNew = async (): Promise<string[] | null> => {
    const urls: string[] = [];
    for (const entry of added) {
      if (entry.url) {
        urls.push(entry.url);
        continue;
      }
      try {
        changeNew(entry.key, { progress: 0 });
        const url = await upload.mutateAsync({
          file: entry.file,
          onProgress: (progress) => changeNew(entry.key, { progress }),
        });
        changeNew(entry.key, { progress: undefined, url });
        urls.push(url);
      } catch (error) {
        changeNew(entry.key, { progress: undefined });
        const reason = error instanceof ApiError ? error.message : 'the upload did not finish';
        setProblems({ failed: [`${entry.file.name}: ${reason}`], refused: [] });
        return null;
      }
    }
    return urls;
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setProblems(NO_PROBLEMS);
    if (kept.length + added.length === 0) {
      setImagesError(ROOM_MESSAGES.imageRequired);
      return;
    }
    setSaving(true);
    try {
      const uploaded = await uploadNew();
      if (!uploaded) return;
      const imagesChanged = added.length > 0 || kept.length !== room.roomImage.length;
      const { roomImage: _unused, ...details } = values;
      const saved = await edit.mutateAsync({
        roomId: room.roomId,
        request: { ...details, ...(imagesChanged ? { roomImage: [...kept, ...uploaded] } : {}) },
      });
      onSaved(saved);
    } catch (error) {
      const message =
        error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
      setFailure(ROOM_MESSAGES.updateFailed(message));
      if (error instanceof ApiError) {
        for (const [name, fieldMessage] of Object.entries(error.fields)) {
          if (name in form.getValues())
            form.setError(name as keyof TEditRoomForm, { message: fieldMessage });
        }
      }
    } finally {
      setSaving(false);
    }
  });

  const close = saving ? () => undefined : onClose;
  const images: PickedImage[] = [
    ...kept.map((url) => ({
      key: url,
      src: url,
      name: `current image ${room.roomImage.indexOf(url) + 1}`,
    })),
    ...added.map((entry) => ({
      key: entry.key,
      src: entry.preview,
      name: entry.file.name,
      progress: entry.progress,
    })),
  ];

  return (
    <Dialog
      title={`Edit ${room.roomType}`}
      onClose={close}
      footer={
        <FormFooter failure={failure} place="dialog">
          <FormActions>
            <Button variant="plain" size="field" onClick={close} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" size="field" form={formId} disabled={saving}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </FormActions>
        </FormFooter>
      }
    >
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-6">
          <RoomDetailsFields />
          <ImagePicker
            label="Room images (optional)"
            accept={ROOM_IMAGE_TYPES.join(',')}
            images={images}
            onChoose={choose}
            onRemove={remove}
            disabled={saving}
            hint="Keep the current images, remove some, or add new ones; new images upload when you save."
            error={imagesError ?? undefined}
            problems={<UploadProblemsText problems={problems} />}
          />
          <RoomAmenityFields />
        </form>
      </FormProvider>
    </Dialog>
  );
}
