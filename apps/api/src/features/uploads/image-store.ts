/**
 * Where prepared images are kept (docs/product.md#images). The disk store is the default; an
 * S3-compatible store or Cloudinary would implement the same call, so the
 * route and the service never know which one is configured.
 */
export interface ImageStore {
  /**
   * Keeps `bytes` under `name` (a content hash, so the same name always means
   * the same bytes and a second put may be skipped) and answers its public URL.
   */
  put(name: string, bytes: Buffer): Promise<string>;
}

/** A stored image's name is its content hash: its bytes never change, so caches may keep it a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
