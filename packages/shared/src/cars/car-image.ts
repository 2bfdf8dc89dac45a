import { UPLOAD_LIMIT_BYTES } from '../uploads/upload-image';

/*
 * The car photo (docs/product.md#owner-cars: "Image hint: JPEG or PNG only
 * (max 2MB)", docs/product.md#images). The spec only hinted at it; here the
 * form enforces it before anything is sent, and the upload endpoint enforces
 * the same 2 MB for purpose=car.
 */

export const CAR_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const CAR_IMAGE_MAX_BYTES = UPLOAD_LIMIT_BYTES.car;

export const CAR_IMAGE_MESSAGES = {
  hint: 'JPEG or PNG only (max 2MB)',
  wrongType: 'The car image must be a JPEG or PNG file',
  tooLarge: 'The car image must be 2 MB or smaller',
  oneOnly: 'Choose one image: a car has one photo',
} as const;

/** Why a chosen file cannot be the car's photo, or null when it can. */
export function carImageProblem(file: { type: string; size: number }): string | null {
  if (!(CAR_IMAGE_TYPES as readonly string[]).includes(file.type))
    return CAR_IMAGE_MESSAGES.wrongType;
  if (file.size > CAR_IMAGE_MAX_BYTES) return CAR_IMAGE_MESSAGES.tooLarge;
  return null;
}
