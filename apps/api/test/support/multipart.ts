import { randomUUID } from 'node:crypto';

export type FilePart = { field?: string; filename: string; contentType?: string; bytes: Buffer };

/**
 * A multipart/form-data body as a browser's FormData would send it, for
 * inject(): one file part (field `file` unless told) and any text fields.
 */
export function multipartBody(
  file: FilePart | undefined,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----waka${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
