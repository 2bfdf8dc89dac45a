import { PHOTO_WIDTHS } from '@waka/shared/uploads/photo-url';
import type { ImageStore } from './image-store';
import type { PhotoResizer } from './resize-photo';

/**
 * The disk store, making each upload's resized copies (every width a page
 * asks for, GET /media/w/…) before the upload is answered: the first
 * traveller to see a new photo then reads a file instead of waiting for
 * sharp, as for the demo photos made ahead at start-up. An owner's upload
 * waits for two resizes of an image already at most 1,600 px. Only for the
 * disk store: another host's photos are served whole (photoUrl leaves them).
 */
export function withResizedCopies(store: ImageStore, resized: PhotoResizer): ImageStore {
  return {
    async put(name, bytes) {
      const url = await store.put(name, bytes);
      await Promise.all(PHOTO_WIDTHS.map((width) => resized(`uploads/${name}`, width)));
      return url;
    },
  };
}
