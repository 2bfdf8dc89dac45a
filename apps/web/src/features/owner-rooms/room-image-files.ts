import { MAX_ROOM_IMAGES } from '@waka/shared/rooms/room-form';

/** What the upload endpoint takes for a room (docs/product.md#images): JPEG, PNG or WebP up to 5 MB. */
export const ROOM_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const MAX_BYTES = 5 * 1024 * 1024;

export const ROOM_IMAGE_HINT = `JPEG, PNG or WebP, up to 5 MB each; up to ${MAX_ROOM_IMAGES} images. Choose several at once or one after another.`;
export const UPLOAD_FAILED = 'Failed to upload images';

/**
 * Sorts chosen files into those worth uploading and the reasons the others
 * are not (docs/product.md#validation: image files only), keeping the room under its limit.
 */
export function screenRoomImages(files: readonly File[], alreadyListed: number) {
  const accepted: File[] = [];
  const refused: string[] = [];
  for (const file of files) {
    if (!(ROOM_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      refused.push(`${file.name} is not a JPEG, PNG or WebP image`);
    } else if (file.size > MAX_BYTES) {
      refused.push(`${file.name} is larger than 5 MB`);
    } else if (alreadyListed + accepted.length >= MAX_ROOM_IMAGES) {
      refused.push(`${file.name} was not added: a room has at most ${MAX_ROOM_IMAGES} images`);
    } else {
      accepted.push(file);
    }
  }
  return { accepted, refused };
}
