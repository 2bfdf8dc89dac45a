import { useEffect, useRef, useState } from 'react';
import type { PickedImage } from '@/components/ui/image-picker';
import { ApiError } from '@/lib/api-client';
import { useUploadRoomImage } from './api/use-upload-room-image';
import { screenRoomImages } from './room-image-files';

type Upload = {
  key: string;
  name: string;
  /** A local preview, so the thumbnail shows before the upload ends. */
  preview: string;
  /** 0 to 1 while it goes up; absent once done. */
  progress?: number;
  /** The stored image's address once uploaded. */
  url?: string;
};

export type UploadProblems = {
  /** Uploads that failed (and were dropped), with the server's reason. */
  failed: string[];
  /** Files not uploaded at all: not an image, too large, one too many. */
  refused: string[];
};

const NO_PROBLEMS: UploadProblems = { failed: [], refused: [] };
const urlsOf = (uploads: readonly Upload[]) =>
  uploads.flatMap((upload) => (upload.url ? [upload.url] : []));

/**
 * The Add Room form's images (docs/product.md#images): every chosen file starts uploading at
 * once, side by side with the others; a thumbnail per file shows its own
 * progress; a failed one is dropped and said so. `onUrlsChange` gets the
 * uploaded addresses, in the order chosen, whenever that list changes.
 */
export function useRoomUploads(onUrlsChange: (urls: string[]) => void) {
  const upload = useUploadRoomImage();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<UploadProblems>(NO_PROBLEMS);
  // The uploads as of now, for the callbacks of uploads that finish later.
  const current = useRef<Upload[]>([]);
  const running = useRef(new Map<string, AbortController>());

  const commit = (change: (uploads: Upload[]) => Upload[]) => {
    const before = urlsOf(current.current).join('\n');
    const next = change(current.current);
    current.current = next;
    setUploads(next);
    const urls = urlsOf(next);
    if (urls.join('\n') !== before) onUrlsChange(urls);
  };

  const drop = (key: string) => {
    const gone = current.current.find((entry) => entry.key === key);
    if (gone) URL.revokeObjectURL(gone.preview);
    commit((entries) => entries.filter((entry) => entry.key !== key));
  };

  const start = async (key: string, file: File) => {
    const controller = new AbortController();
    running.current.set(key, controller);
    const update = (fields: Partial<Upload>) =>
      commit((entries) =>
        entries.map((entry) => (entry.key === key ? { ...entry, ...fields } : entry)),
      );
    try {
      const url = await upload.mutateAsync({
        file,
        signal: controller.signal,
        onProgress: (progress) => update({ progress }),
      });
      if (!controller.signal.aborted) update({ progress: undefined, url });
    } catch (error) {
      if (controller.signal.aborted) return;
      drop(key);
      const reason = error instanceof ApiError ? error.message : 'the upload did not finish';
      setProblems((was) => ({ ...was, failed: [...was.failed, `${file.name}: ${reason}`] }));
    } finally {
      running.current.delete(key);
    }
  };

  const choose = (files: File[]) => {
    const { accepted, refused } = screenRoomImages(files, current.current.length);
    setProblems({ failed: [], refused });
    const added = accepted.map((file) => ({
      file,
      upload: {
        key: crypto.randomUUID(),
        name: file.name,
        preview: URL.createObjectURL(file),
        progress: 0,
      },
    }));
    commit((entries) => [...entries, ...added.map((entry) => entry.upload)]);
    for (const { file, upload: entry } of added) void start(entry.key, file);
  };

  const remove = (key: string) => {
    running.current.get(key)?.abort();
    drop(key);
  };

  const stopAll = () => {
    for (const controller of running.current.values()) controller.abort();
    running.current.clear();
    for (const entry of current.current) URL.revokeObjectURL(entry.preview);
  };

  /** After the room is added: no thumbnails, no messages, nothing running. */
  const reset = () => {
    stopAll();
    // Quietly: the form resets its own roomImage, and must not be told "no images" first.
    current.current = [];
    setUploads([]);
    setProblems(NO_PROBLEMS);
  };

  // Leaving the page stops what is still going up and frees the previews.
  useEffect(() => stopAll, []);

  const images: PickedImage[] = uploads.map((entry) => ({
    key: entry.key,
    src: entry.preview,
    name: entry.name,
    progress: entry.url ? undefined : (entry.progress ?? 0),
  }));

  return {
    images,
    uploading: uploads.some((entry) => !entry.url),
    problems,
    choose,
    remove,
    reset,
  };
}
