import { createHash } from 'node:crypto';
import { UPLOAD_MAX_SIDE, UPLOAD_MESSAGES } from '@waka/shared/uploads/upload-image';
import { AppError } from '../../lib/app-error';
import { detectImageFormat } from './image-format';
import type { ImageStore } from './image-store';

/*
 * A 5 MB PNG of one colour can claim 20,000 × 20,000 pixels and take gigabytes
 * to decode. 50 megapixels covers the cameras of the phones people use and
 * keeps one decode within a few hundred megabytes.
 */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

/**
 * Checks an uploaded file by its content and keeps a web-ready copy (docs/product.md#images):
 * JPEG, PNG or WebP only, decoded in full so a damaged file is refused,
 * turned upright, at most 1600 px on its longest side, WebP, and with no
 * metadata (EXIF, GPS, camera serials) left in it. Answers its URL.
 */
export async function uploadImage(store: ImageStore, bytes: Buffer): Promise<string> {
  if (!detectImageFormat(bytes)) throw unprocessable(UPLOAD_MESSAGES.notAnImage);
  const webp = await reencode(bytes);
  // Named by content: the same image uploaded twice is stored once, and the
  // name can be cached forever because those bytes never change.
  const name = `${createHash('sha256').update(webp).digest('hex').slice(0, 32)}.webp`;
  return store.put(name, webp);
}

async function reencode(bytes: Buffer): Promise<Buffer> {
  // Loaded on the first upload, not at start-up (bench/README.md#start-up); outside the try, so
  // a broken install is a server error and not "unreadable image".
  const { default: sharp } = await import('sharp');
  try {
    // failOn 'error' makes libvips read the whole image and refuse truncation
    // and corruption, yet keeps the harmless warnings many phone JPEGs carry.
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // apply the EXIF orientation before the EXIF is dropped
      .resize(UPLOAD_MAX_SIDE, UPLOAD_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      // sharp writes no metadata unless asked (withMetadata/keepExif): never ask.
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    const tooBig = error instanceof Error && /pixel limit/i.test(error.message);
    throw unprocessable(tooBig ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.unreadableImage);
  }
}

const unprocessable = (message: string) =>
  new AppError(422, 'INVALID_IMAGE', message, { file: message });
