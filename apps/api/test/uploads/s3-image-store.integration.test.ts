import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3ImageStore } from '../../src/features/uploads/s3-image-store';
import { signUp, type SignedIn } from '../support/accounts';
import { multipartBody } from '../support/multipart';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../support/test-app';

/*
 * The S3-compatible store (docs/product.md#images) against a real S3 server
 * in this process (s3rver), not a mocked client: the SDK's signed requests go
 * over HTTP and the bytes are read back from the bucket as a browser would
 * read them.
 */

const BUCKET = 'waka-images';
// s3rver's fixed credentials; another access key is refused with InvalidAccessKeyId.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let s3: S3rver;
let s3Folder: string;
let endpoint: string;
let ctx: TestContext;
let owner: SignedIn;

beforeAll(async () => {
  s3Folder = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-test-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  ctx = await createTestApp({
    imageStore: createS3ImageStore({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      prefix: 'uploads/',
      credentials: CREDENTIALS,
    }),
  });
  owner = await signUp(ctx.app, 'hotelOwner');
});

afterAll(async () => {
  await s3.close();
  await fs.rm(s3Folder, { recursive: true, force: true });
});

/** A sideways phone photo carrying the GPS position of where it was taken. */
const photoWithGps = () =>
  sharp(randomBytes(300 * 200 * 3), { raw: { width: 300, height: 200, channels: 3 } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 1234/100' } })
    .toBuffer();

async function upload(app: TestContext['app'], bytes: Buffer) {
  const { payload, headers } = multipartBody({ filename: 'IMG_0042.jpg', bytes });
  return app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    headers: { ...headers, origin: TEST_PUBLIC_URL, cookie: owner.cookie },
    payload,
  });
}

describe('uploads to an S3-compatible bucket', () => {
  it('puts the checked, re-encoded image in the bucket and answers its public address', async () => {
    const response = await upload(ctx.app, await photoWithGps());
    expect(response.statusCode, response.body).toBe(201);
    const { secure_url } = response.json() as { secure_url: string };
    expect(secure_url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/uploads/[0-9a-f]{32}\\.webp$`));

    const served = await fetch(secure_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([200, 300]);
  });

  it('still refuses what is not an image, before anything reaches the bucket', async () => {
    const response = await upload(ctx.app, Buffer.from('not a picture at all'));
    expect(response.statusCode).toBe(422);
    const stored = await fs.readdir(path.join(s3Folder, BUCKET, 'uploads')).catch(() => []);
    expect(stored.some((name) => name.includes('not'))).toBe(false);
  });

  it.each([
    ['an access key it does not know', { bucket: BUCKET, accessKeyId: 'NOT-OURS' }],
    ['a bucket that does not exist', { bucket: 'no-such-bucket', accessKeyId: 'S3RVER' }],
  ])('answers 503 with a clear message when the store refuses %s', async (_, setting) => {
    const misconfigured = await createTestApp({
      imageStore: createS3ImageStore({
        bucket: setting.bucket,
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        prefix: 'uploads/',
        credentials: { ...CREDENTIALS, accessKeyId: setting.accessKeyId },
      }),
    });
    owner = await signUp(misconfigured.app, 'hotelOwner');
    const response = await upload(misconfigured.app, await photoWithGps());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'IMAGE_STORE_UNAVAILABLE',
      message: 'The image store is not available; please try again.',
    });
  });
});
