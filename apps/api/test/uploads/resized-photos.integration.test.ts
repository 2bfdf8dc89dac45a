import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '@waka/shared/api-error';
import { photoUrl } from '@waka/shared/uploads/photo-url';
import { signUp, type SignedIn } from '../support/accounts';
import { DEMO_MEDIA, makeDemoPhotoCopies } from '../../src/features/uploads/resize-photo';
import { multipartBody } from '../support/multipart';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../support/test-app';

/*
 * GET /media/w/{width}/…
 * (docs/decisions/0012-photos-at-the-width-a-page-shows-them.md): our photos
 * at the width a page shows them, made with sharp once and kept. Fixtures are
 * made with sharp here.
 */

let ctx: TestContext;
let owner: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx.app, 'hotelOwner');
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
/** A demo photo as shipped (the test app serves the API only, not /media/demo/). */
const demoPhoto = () => fs.readFile(path.join(DEMO_MEDIA, 'hotels', 'hotel-01.webp'));

/** The owner uploads a JPEG of random pixels, `width` × `height`; answers its secure_url. */
async function uploadNoise(width: number, height: number): Promise<string> {
  const bytes = await sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .jpeg()
    .toBuffer();
  const { payload, headers } = multipartBody({
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
    bytes,
  });
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    headers: { ...headers, origin: TEST_PUBLIC_URL, cookie: owner.cookie },
    payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return (uploaded.json() as { secure_url: string }).secure_url;
}

describe('resized photos', () => {
  it('serves a demo photo 640 px wide as WebP, smaller than the original, and keeps the copy', async () => {
    const original = await demoPhoto();
    const url = photoUrl('/media/demo/hotels/hotel-01.webp', 640);
    const resized = await get(url);
    expect(resized.statusCode, resized.body).toBe(200);
    expect(resized.headers['content-type']).toBe('image/webp');
    expect(resized.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(resized.rawPayload).metadata();
    const originalMeta = await sharp(original).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);
    // The shape is kept.
    expect(meta.height).toBe(Math.round((originalMeta.height! * 640) / originalMeta.width!));
    expect(resized.rawPayload.length).toBeLessThan(original.length);

    const kept = path.join(ctx.uploadsDir, '.sized', '640', 'demo', 'hotels', 'hotel-01.webp');
    expect(await fs.readFile(kept)).toEqual(resized.rawPayload);
    // Asked again: the kept copy, byte for byte.
    expect((await get(url)).rawPayload).toEqual(resized.rawPayload);
  });

  it('never enlarges: a photo narrower than the width keeps its own', async () => {
    const resized = await get('/media/w/960/demo/hotels/hotel-01.webp');
    expect(resized.statusCode).toBe(200);
    const original = await sharp(await demoPhoto()).metadata();
    expect((await sharp(resized.rawPayload).metadata()).width).toBe(original.width);
  });

  it("serves an owner's upload at 640 px, cached for a year like the upload itself", async () => {
    const secure_url = await uploadNoise(1600, 900);
    const url = photoUrl(secure_url, 640, TEST_PUBLIC_URL);
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/media/w/640/uploads/[0-9a-f]{32}\\.webp$`));
    const resized = await get(new URL(url).pathname);
    expect(resized.statusCode, resized.body).toBe(200);
    expect(resized.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(resized.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 360,
    });
  });

  it("makes an upload's copies at every width before answering it, so no traveller waits for them", async () => {
    const name = path.basename(await uploadNoise(1200, 800));
    // Read from the folder, before anything has asked for them.
    for (const [width, height] of [
      [640, 427],
      [960, 640],
    ] as const) {
      const kept = await fs.readFile(
        path.join(ctx.uploadsDir, '.sized', String(width), 'uploads', name),
      );
      expect(await sharp(kept).metadata()).toMatchObject({ format: 'webp', width, height });
      expect((await get(`/media/w/${width}/uploads/${name}`)).rawPayload).toEqual(kept);
    }
  });

  it('refuses a width it does not make with 400 naming width, and answers 404 for a photo it does not hold', async () => {
    const odd = await get('/media/w/500/demo/hotels/hotel-01.webp');
    expect(odd.statusCode).toBe(400);
    expect(ZApiError.parse(odd.json()).message).toContain('width must be one of 640, 960');

    const missing = await get('/media/w/640/demo/hotels/hotel-99.webp');
    expect(missing.statusCode).toBe(404);
    expect(ZApiError.parse(missing.json())).toMatchObject({
      error: 'NOT_FOUND',
      message: 'Photo was not found',
    });
    expect(
      (await get('/media/w/640/uploads/0123456789abcdef0123456789abcdef.webp')).statusCode,
    ).toBe(404);
  });

  it('reads nothing outside the photo folders, whatever the path says', async () => {
    for (const url of [
      '/media/w/640/demo/..%2F..%2Fpackage.json',
      '/media/w/640/demo/%2E%2E/%2E%2E/src/app.webp',
      '/media/w/640/other/hotel-01.webp',
      '/media/w/640/uploads/.sized/640/demo/hotels/hotel-01.webp',
      '/media/w/640/demo//hotels/hotel-01.webp',
    ]) {
      const response = await get(url);
      expect([400, 404], `${url}: ${response.body}`).toContain(response.statusCode);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('makes every demo photo at every width ahead, where the route then finds them', async () => {
    const uploads = await fs.mkdtemp(path.join(ctx.uploadsDir, 'ahead-'));
    const made = await makeDemoPhotoCopies(uploads);
    const shipped = (await fs.readdir(DEMO_MEDIA, { recursive: true })).filter((name) =>
      name.endsWith('.webp'),
    );
    expect(made).toBe(shipped.length);
    const copies = (await fs.readdir(path.join(uploads, '.sized'), { recursive: true })).filter(
      (name) => name.endsWith('.webp'),
    );
    expect(copies).toHaveLength(shipped.length * 2);
    const car = await sharp(
      path.join(uploads, '.sized', '640', 'demo', 'cars', 'car-01.webp'),
    ).metadata();
    expect(car).toMatchObject({ format: 'webp', width: 640 });
  });
});
