import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { AppError } from '../../lib/app-error';
import { IMMUTABLE_CACHE_CONTROL, type ImageStore } from './image-store';

const STORE_UNAVAILABLE = 'The image store is not available; please try again.';

export type S3ImageStoreOptions = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (Cloudflare R2, MinIO…); AWS S3 when absent. */
  endpoint?: string;
  /** Where the bucket's objects are publicly read (a CDN, an R2 public domain…). */
  publicUrl?: string;
  /** `endpoint/bucket/key` addressing, which most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Keys are `<prefix><name>`, so one bucket can hold other things too. */
  prefix: string;
  /** The SDK's own chain (AWS_ACCESS_KEY_ID…, a profile, a role) when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/**
 * Images as objects in an S3-compatible bucket (docs/product.md#images), for API processes that
 * share no disk. The API does not serve them: the bucket (or a CDN before it)
 * does, so the object carries the same immutable caching the disk store's
 * files are served with.
 */
export function createS3ImageStore(options: S3ImageStoreOptions): ImageStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The SDK's default CRC32 checksums (since 3.729) are refused by several
    // S3-compatible services; sha256 signing already guards the body.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const base = s3PublicUrl(options);
  return {
    async put(name, bytes) {
      const key = options.prefix + name;
      try {
        // Names are content hashes, so writing one twice writes the same bytes.
        await client.send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key: key,
            Body: bytes,
            ContentType: contentTypeOf(name),
            CacheControl: IMMUTABLE_CACHE_CONTROL,
          }),
        );
      } catch (error) {
        // The image was good; the store was not reachable or refused us.
        throw new AppError(503, 'IMAGE_STORE_UNAVAILABLE', STORE_UNAVAILABLE, undefined, {
          cause: error,
        });
      }
      return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
    },
  };
}

/** Where browsers read the bucket's objects: S3_PUBLIC_URL, else the endpoint's or AWS's address. */
export function s3PublicUrl(options: S3ImageStoreOptions): string {
  if (options.publicUrl) return options.publicUrl.replace(/\/+$/, '');
  if (options.endpoint) return `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`;
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
}

function contentTypeOf(name: string): string {
  return name.endsWith('.webp') ? 'image/webp' : 'application/octet-stream';
}
