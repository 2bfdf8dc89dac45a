import { z } from 'zod';
import { PHOTO_PATH, PHOTO_WIDTHS } from './photo-url';

/** GET /media/w/{width}/{demo|uploads}/…: one of our photos at a width the server makes. */
export const ZResizedPhotoParams = z.object({
  width: z.coerce.number().refine((width) => (PHOTO_WIDTHS as readonly number[]).includes(width), {
    message: `width must be one of ${PHOTO_WIDTHS.join(', ')}`,
  }),
  // The photo's own path under /media or /, as photoUrl writes it.
  '*': z.string().regex(PHOTO_PATH, { message: 'Not a photo Waka holds' }),
});
export type TResizedPhotoParams = z.infer<typeof ZResizedPhotoParams>;
