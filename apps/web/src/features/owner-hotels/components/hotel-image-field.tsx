import { useEffect, useId, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { useUploadHotelImage } from '../api/use-upload-hotel-image';
import type { HotelFormInput } from '../hotel-form-values';

export const UPLOAD_FAILED = 'Failed to upload images';
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

type HotelImageFieldProps = {
  /** On edit: the photo the hotel has now, kept unless a new one is uploaded. */
  currentImage?: string;
  /** The form waits while a photo is still going up. */
  onUploadingChange: (uploading: boolean) => void;
};

type Upload =
  | { status: 'idle' }
  | { status: 'uploading'; fraction: number }
  | { status: 'done' }
  | { status: 'failed'; detail?: string };

/**
 * One photo (docs/product.md#owner-hotels, #images): uploaded as soon as it
 * is chosen, with a progress bar and a thumbnail; the form then holds the
 * address the upload answered.
 */
export function HotelImageField({ currentImage, onUploadingChange }: HotelImageFieldProps) {
  const form = useFormContext<HotelFormInput>();
  const {
    field: { ref, name, onBlur, onChange },
    fieldState,
  } = useController({ control: form.control, name: 'hotelImage' });
  const upload = useUploadHotelImage();
  const [state, setState] = useState<Upload>({ status: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const id = useId();
  const messageId = `${id}-message`;

  // A photo still going up when the form closes is not wanted any more.
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  async function choose(file: File | undefined) {
    abort.current?.abort();
    setRefused(null);
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) {
      setRefused('Choose a JPEG, PNG or WebP image');
      return;
    }
    if (file.size > MAX_BYTES) {
      setRefused('Choose an image of 5 MB or less');
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setPreview(URL.createObjectURL(file));
    setState({ status: 'uploading', fraction: 0 });
    onUploadingChange(true);
    try {
      const url = await upload.mutateAsync({
        file,
        signal: controller.signal,
        onProgress: (fraction) => setState({ status: 'uploading', fraction }),
      });
      setState({ status: 'done' });
      onChange(url);
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ status: 'failed', detail: error instanceof ApiError ? error.message : undefined });
      setPreview(null);
      // The hotel keeps its photo on edit; a registration has none until one goes up.
      onChange(currentImage ? undefined : '');
    } finally {
      if (abort.current === controller) onUploadingChange(false);
    }
  }

  const percent = state.status === 'uploading' ? Math.round(state.fraction * 100) : 0;
  const message =
    refused ??
    (state.status === 'failed'
      ? `${UPLOAD_FAILED}${state.detail && state.detail !== UPLOAD_FAILED ? `: ${state.detail}` : ''}`
      : fieldState.error?.message);
  const shown = preview ?? (currentImage || null);

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {currentImage ? 'Hotel image (optional: choose a new one to replace it)' : 'Hotel image'}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {shown ? (
          <img
            src={shown}
            alt={preview ? 'Preview of the chosen hotel image' : 'The hotel’s current image'}
            width={160}
            height={107}
            className="aspect-[3/2] w-40 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            id={id}
            ref={ref}
            name={name}
            type="file"
            accept={ACCEPTED.join(',')}
            aria-invalid={message ? true : undefined}
            aria-describedby={messageId}
            onBlur={onBlur}
            onChange={(event) => void choose(event.target.files?.[0])}
            className="w-full min-w-0 rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-slate-100 file:px-4 file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
          />
          {state.status === 'uploading' ? (
            <div className="flex items-center gap-3">
              <div
                role="progressbar"
                aria-label="Uploading image"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className="h-full rounded-full bg-brand-600 transition-[width]"
                  style={{ width: `${percent}%` }}
                />
              </div>
              <span className="text-sm text-slate-700 tabular-nums">Uploading... {percent}%</span>
            </div>
          ) : null}
          <div id={messageId}>
            {message ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {message}
              </p>
            ) : state.status === 'done' ? (
              <p className="text-sm font-medium text-brand-800">Image uploaded.</p>
            ) : (
              <p className="text-xs text-slate-600">JPEG, PNG or WebP, up to 5 MB.</p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
