import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { CAR_IMAGE_MESSAGES, CAR_IMAGE_TYPES, carImageProblem } from '@waka/shared/cars/car-image';
import { ImagePicker, type PickedImage } from '@/components/ui/image-picker';
import { ApiError } from '@/lib/api-client';
import { useUploadCarImage } from '../api/use-upload-car-image';
import type { CarFormInput } from '../car-form-schema';

/** The spec's words for a failed upload (docs/product.md#messages). */
export const UPLOAD_FAILED = 'Failed to upload images';
const CURRENT = 'current';

type NewImage = { key: string; name: string; preview: string; progress?: number };

type CarImageFieldProps = {
  /** On edit: the photo the car has now, kept unless a new one is uploaded. */
  currentImage?: string;
  /** The form waits while a photo is still going up. */
  onUploadingChange: (uploading: boolean) => void;
};

/**
 * The car's one photo (docs/product.md#owner-cars, #images): a JPEG or PNG of at most 2 MB, checked
 * here before anything is sent, then uploaded at once with its progress on
 * the thumbnail. The form holds the address the upload answered.
 */
export function CarImageField({ currentImage, onUploadingChange }: CarImageFieldProps) {
  const form = useFormContext<CarFormInput>();
  const { field, fieldState } = useController({ control: form.control, name: 'carImage' });
  const upload = useUploadCarImage();
  const [chosen, setChosen] = useState<NewImage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  // A photo still going up when the form goes is not wanted any more.
  useEffect(() => () => running.current?.abort(), []);
  const preview = chosen?.preview;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  /** Without a new photo, an edit keeps the car's own (undefined); a registration has none (''). */
  const none = currentImage ? undefined : '';
  const setImage = (value: string | undefined) =>
    form.setValue('carImage', value, {
      shouldTouch: true,
      shouldValidate: true,
      shouldDirty: true,
    });

  const stop = () => {
    running.current?.abort();
    running.current = null;
    onUploadingChange(false);
  };

  async function choose(files: File[]) {
    setProblem(null);
    const file = files[0];
    if (!file) return;
    const refusal = files.length > 1 ? CAR_IMAGE_MESSAGES.oneOnly : carImageProblem(file);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    stop();
    const controller = new AbortController();
    running.current = controller;
    const key = crypto.randomUUID();
    setChosen({ key, name: file.name, preview: URL.createObjectURL(file), progress: 0 });
    setImage(none);
    onUploadingChange(true);
    try {
      const url = await upload.mutateAsync({
        file,
        signal: controller.signal,
        onProgress: (progress) =>
          setChosen((was) => (was?.key === key ? { ...was, progress } : was)),
      });
      setChosen((was) => (was?.key === key ? { ...was, progress: undefined } : was));
      setImage(url);
    } catch (error) {
      if (controller.signal.aborted) return;
      const reason = error instanceof ApiError ? error.message : undefined;
      setProblem(
        reason && reason !== UPLOAD_FAILED ? `${UPLOAD_FAILED}: ${reason}` : UPLOAD_FAILED,
      );
      setChosen(null);
    } finally {
      if (running.current === controller) {
        running.current = null;
        onUploadingChange(false);
      }
    }
  }

  function remove(key: string) {
    setProblem(null);
    if (key === CURRENT) {
      // The car must keep a photo: removing its own asks for a new one.
      setImage('');
      return;
    }
    stop();
    setChosen(null);
    setImage(none);
  }

  const keepsCurrent = Boolean(currentImage) && field.value === undefined && !chosen;
  const images: PickedImage[] = chosen
    ? [{ key: chosen.key, src: chosen.preview, name: chosen.name, progress: chosen.progress }]
    : keepsCurrent
      ? [{ key: CURRENT, src: currentImage!, name: 'the car’s current photo' }]
      : [];
  const uploaded = chosen !== null && chosen.progress === undefined && Boolean(field.value);

  return (
    <ImagePicker
      label={currentImage ? 'Car image (optional: choose a new one to replace it)' : 'Car image'}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      accept={CAR_IMAGE_TYPES.join(',')}
      images={images}
      onChoose={(files) => void choose(files)}
      onRemove={remove}
      hint={CAR_IMAGE_MESSAGES.hint}
      error={fieldState.error?.message}
      problems={
        problem ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : uploaded ? (
          <p className="text-sm font-medium text-brand-800">Image uploaded.</p>
        ) : null
      }
    />
  );
}
