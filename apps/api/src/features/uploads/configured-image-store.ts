import type { Config } from '../../config';
import { createDiskImageStore } from './disk-image-store';
import type { ImageStore } from './image-store';
import type { PhotoResizer } from './resize-photo';
import { withResizedCopies } from './with-resized-copies';

/** Where uploads go, and the other origins pages may then show images from. */
export type ImagePlace = { store: ImageStore; origins: string[] };

/**
 * The S3 bucket when S3_BUCKET is set, else files in `<DATA_DIR>/uploads`
 * with their resized copies made as they arrive.
 */
export async function configuredImageStore(
  config: Pick<Config, 's3' | 'uploadsDir' | 'publicUrl'>,
  resizedPhotos: PhotoResizer,
): Promise<ImagePlace> {
  if (config.s3) {
    // Its SDK takes a while to load, so only when a bucket is configured.
    const { createS3ImageStore, s3PublicUrl } = await import('./s3-image-store');
    return {
      store: createS3ImageStore(config.s3),
      origins: [new URL(s3PublicUrl(config.s3)).origin],
    };
  }
  const disk = createDiskImageStore({ dir: config.uploadsDir, publicUrl: config.publicUrl });
  return { store: withResizedCopies(disk, resizedPhotos), origins: [] };
}
