import { useId, type ReactNode, type Ref } from 'react';
import { ImageWithFallback } from './image-with-fallback';

export type PickedImage = {
  /** Stable while the image is listed. */
  key: string;
  src: string;
  /** Names the image to a screen reader: "room.png", "current image 2". */
  name: string;
  /** 0 to 1 while it uploads; absent otherwise. */
  progress?: number;
};

type ImagePickerProps = {
  label: string;
  images: readonly PickedImage[];
  /** The files chosen in one go (one or several). */
  onChoose: (files: File[]) => void;
  onRemove: (key: string) => void;
  onBlur?: () => void;
  /** Under the input while all is well. */
  hint?: ReactNode;
  /** The field's own error, e.g. "At least one image is required". */
  error?: string;
  /** Failures beside the field's error (an upload that failed), read out as they appear. */
  problems?: ReactNode;
  accept?: string;
  disabled?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * Several images: a file input that takes one or many at a time, and a
 * thumbnail per image with its own progress while it uploads and a ×
 * button that removes it. The caller decides when and how files upload.
 */
export function ImagePicker({
  label,
  images,
  onChoose,
  onRemove,
  onBlur,
  hint,
  error,
  problems,
  accept = 'image/*',
  disabled,
  name,
  inputRef,
}: ImagePickerProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        <input
          id={id}
          ref={inputRef}
          name={name}
          type="file"
          multiple
          accept={accept}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          onBlur={onBlur}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Emptied so that choosing the same file again (after removing it) is a change.
            event.target.value = '';
            if (files.length > 0) onChoose(files);
          }}
          className="w-full min-w-0 rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-slate-100 file:px-4 file:font-semibold file:text-slate-800 hover:file:bg-slate-200 disabled:cursor-not-allowed disabled:opacity-60"
        />
        <div id={messageId} className="flex flex-col gap-1">
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          {problems}
          {hint && !error ? <p className="text-xs text-slate-600">{hint}</p> : null}
        </div>
      </div>

      {images.length > 0 ? (
        <ul
          aria-label={`${label}: chosen`}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {images.map((image) => (
            <Thumbnail
              key={image.key}
              image={image}
              disabled={disabled}
              onRemove={() => onRemove(image.key)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Thumbnail({
  image,
  disabled,
  onRemove,
}: {
  image: PickedImage;
  disabled?: boolean;
  onRemove: () => void;
}) {
  const uploading = image.progress !== undefined;
  const percent = Math.round((image.progress ?? 0) * 100);
  return (
    <li className="relative overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
      <ImageWithFallback
        src={image.src}
        alt={image.name}
        width={240}
        height={160}
        loading="eager"
        className="aspect-[3/2] w-full object-cover"
      />
      {uploading ? (
        <div className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-slate-950/75 px-2 py-1.5 text-white">
          <span className="text-xs font-semibold">Uploading... {percent}%</span>
          <div
            role="progressbar"
            aria-label={`Uploading ${image.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 overflow-hidden rounded-full bg-white/30"
          >
            <div
              className="h-full rounded-full bg-white transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      ) : null}
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove ${image.name}`}
        className="absolute top-1.5 right-1.5 inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-slate-800 shadow-md hover:bg-white hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
        >
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
