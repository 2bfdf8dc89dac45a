import { useMutation } from '@tanstack/react-query';
import { uploadImage } from '@/lib/upload-image';

type UploadCarImage = {
  file: File;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
};

/** POST /uploads?purpose=car (docs/product.md#images: 2 MB for a car) — the chosen photo; answers its secure_url. */
export function useUploadCarImage() {
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: UploadCarImage) =>
      uploadImage(file, { purpose: 'car', onProgress, signal }),
  });
}
