import { useMutation } from '@tanstack/react-query';
import { uploadImage } from '@/lib/upload-image';

type UploadRoomImage = {
  file: File;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /uploads?purpose=room (docs/product.md#images) — one room photo; answers its secure_url.
 * Each call is its own upload, so several can run side by side.
 */
export function useUploadRoomImage() {
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: UploadRoomImage) =>
      uploadImage(file, { purpose: 'room', onProgress, signal }),
  });
}
