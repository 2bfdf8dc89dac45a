import { z } from 'zod';

/** What an image is for; a car photo keeps the car form's smaller limit (docs/product.md#images). */
export const UPLOAD_PURPOSES = ['hotel', 'room', 'car'] as const;
export type TUploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const MEGABYTE = 1024 * 1024;

/** The largest file accepted for each purpose, in bytes (docs/product.md#images: 2 MB for cars, 5 MB elsewhere). */
export const UPLOAD_LIMIT_BYTES: Record<TUploadPurpose, number> = {
  hotel: 5 * MEGABYTE,
  room: 5 * MEGABYTE,
  car: 2 * MEGABYTE,
};

/** Without a purpose the general (largest) limit applies. */
export const uploadLimitFor = (purpose: TUploadPurpose | undefined): number =>
  purpose ? UPLOAD_LIMIT_BYTES[purpose] : Math.max(...Object.values(UPLOAD_LIMIT_BYTES));

/** The longest side of a stored image, in pixels; smaller images are not enlarged. */
export const UPLOAD_MAX_SIDE = 1600;

export const UPLOAD_MESSAGES = {
  fileRequired: 'Choose an image to upload (form field "file")',
  notMultipart: 'Send the image as multipart/form-data in the form field "file"',
  notAnImage: 'The file must be a JPEG, PNG or WebP image',
  unreadableImage: 'The image is damaged or incomplete; please choose another file',
  tooManyPixels: 'The image has too many pixels; please choose a smaller one',
  tooLarge: (bytes: number) => `The image must be ${bytes / MEGABYTE} MB or smaller`,
  unknownPurpose: `purpose must be one of ${UPLOAD_PURPOSES.join(', ')}`,
} as const;

/**
 * POST /api/v1/uploads?purpose=… — the multipart body carries the image as
 * `file`. No schema id: the API document needs query parameters inline.
 */
export const ZUploadImageQuery = z.object({
  purpose: z.enum(UPLOAD_PURPOSES, { error: UPLOAD_MESSAGES.unknownPurpose }).optional(),
});
export type TUploadImageQuery = z.infer<typeof ZUploadImageQuery>;

/** The stored image's address, named as the spec's image host named it. */
export const ZUploadImageResponse = z
  .object({
    secure_url: z
      .url()
      .meta({ example: 'https://waka.ng/uploads/3f2a9c0e5b7d41a8c6e2f0b9d3a7e1c4.webp' }),
  })
  .meta({ id: 'UploadImageResponse' });
export type TUploadImageResponse = z.infer<typeof ZUploadImageResponse>;

/** The multipart form, for the API document: the server reads it as a stream. */
export const ZUploadImageForm = z
  .object({
    file: z.string().meta({ format: 'binary', description: 'The image: JPEG, PNG or WebP' }),
  })
  .meta({ id: 'UploadImageForm' });
