import { useMutation } from '@tanstack/react-query';
import { uploadImage } from '@/lib/upload-image';

type UploadHotelImage = {
  file: File;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
};

/** POST /uploads?purpose=hotel (docs/product.md#images) — the chosen photo, before the form is sent; answers its secure_url. */
export function useUploadHotelImage() {
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: UploadHotelImage) =>
      uploadImage(file, { purpose: 'hotel', onProgress, signal }),
  });
}
