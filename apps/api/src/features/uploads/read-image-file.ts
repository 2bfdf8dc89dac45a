import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '@waka/shared/uploads/upload-image';
import { AppError } from '../../lib/app-error';

/**
 * The bytes of the multipart field `file`, read up to `limitBytes`. The
 * multipart reader stops keeping bytes at the limit (and drains the rest), so
 * an oversized file never sits in memory; it becomes a 413 that says the limit.
 */
export async function readImageFile(request: FastifyRequest, limitBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart, {
      file: UPLOAD_MESSAGES.notMultipart,
    });
  }
  try {
    const part = await request.file({ limits: { fileSize: limitBytes } });
    if (!part || part.fieldname !== 'file') {
      throw new AppError(400, 'VALIDATION_FAILED', UPLOAD_MESSAGES.fileRequired, {
        file: UPLOAD_MESSAGES.fileRequired,
      });
    }
    const bytes = await part.toBuffer();
    // toBuffer only throws when the cut falls mid-chunk; over a real socket the
    // last chunk can arrive before the stream is marked truncated, so look too.
    if (part.file.truncated) throw tooLarge(limitBytes);
    if (bytes.length === 0) throw invalidImage(UPLOAD_MESSAGES.notAnImage);
    return bytes;
  } catch (error) {
    throw asUploadError(error, limitBytes);
  }
}

/** The multipart reader's own errors, in the product's words and the one error body. */
function asUploadError(error: unknown, limitBytes: number): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(limitBytes);
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return error;
  // busboy's own complaints (no boundary, a part cut short) carry no status: bad input all the same.
  const detail = error instanceof Error ? `: ${error.message}` : '';
  return new AppError(400, 'BAD_REQUEST', `The multipart body could not be read${detail}`);
}

function tooLarge(limitBytes: number): AppError {
  const message = UPLOAD_MESSAGES.tooLarge(limitBytes);
  return new AppError(413, 'PAYLOAD_TOO_LARGE', message, { file: message });
}

const invalidImage = (message: string) =>
  new AppError(422, 'INVALID_IMAGE', message, { file: message });
