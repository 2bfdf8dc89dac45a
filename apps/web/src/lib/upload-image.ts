import { ApiError, UNREACHABLE, toApiError } from './api-client';

/** What the image is for: a car photo has the car form's 2 MB limit (docs/product.md#images), others 5 MB. */
export type UploadPurpose = 'hotel' | 'room' | 'car';

type UploadOptions = {
  purpose?: UploadPurpose;
  /** 0 to 1 as the bytes go up, for a progress bar. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/v1/uploads (multipart, field `file`) → the stored image's
 * `secure_url` (docs/product.md#images). XMLHttpRequest rather than fetch because only it reports
 * upload progress. Failures are ApiErrors carrying the server's message.
 */
export function uploadImage(
  file: File,
  { purpose, onProgress, signal }: UploadOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/v1/uploads${purpose ? `?purpose=${purpose}` : ''}`);
    request.responseType = 'json';
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status === 201 || request.status === 200) {
        const url = (body as { secure_url?: unknown } | null)?.secure_url;
        if (typeof url === 'string') {
          onProgress?.(1);
          resolve(url);
          return;
        }
      }
      void toApiError(request.status, body).then(reject);
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', UNREACHABLE));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
