import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT_BYTES, UPLOAD_MESSAGES } from '@waka/shared/uploads/upload-image';
import { signUp, type SignedIn } from '../support/accounts';
import { multipartBody, type FilePart } from '../support/multipart';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../support/test-app';

let ctx: TestContext;
let webDist: string;
let owner: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  // The web app is served too, to prove a missing upload is not answered with index.html.
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-web-dist-'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  ctx = await createTestApp({ webDist });
  [owner, customer] = await Promise.all([
    signUp(ctx.app, 'hotelOwner'),
    signUp(ctx.app, 'customer'),
  ]);
});
afterAll(() => fs.rm(webDist, { recursive: true, force: true }));

/* Fixtures are made here with sharp: no binary files in the repository. */

/** Random pixels: they do not compress, so the file size is predictable. */
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

/** A 300 × 200 phone photo taken sideways (orientation 6) with the camera's GPS position. */
const photoWithGps = () =>
  noise(300, 200)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Tecno', Model: 'Camon 30' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 27/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 23/1 4321/100',
      },
    })
    .toBuffer();

/** Whether an EXIF block points at a GPS directory (tag 0x8825, in either byte order). */
const hasGps = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

function upload(file: FilePart | undefined, options: { who?: SignedIn; purpose?: string } = {}) {
  const { who = owner, purpose } = options;
  const { payload, headers } = multipartBody(file);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/uploads${purpose ? `?purpose=${purpose}` : ''}`,
    headers: { ...headers, origin: TEST_PUBLIC_URL, ...(who ? { cookie: who.cookie } : {}) },
    payload,
  });
}

/** Uploads as the owner, expects 201, and answers the stored file as served. */
async function uploadAndFetch(file: FilePart, purpose?: string) {
  const response = await upload(file, { purpose });
  expect(response.statusCode, response.body).toBe(201);
  const { secure_url } = response.json() as { secure_url: string };
  expect(secure_url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/uploads/[0-9a-f]{32}\\.webp$`));
  const served = await ctx.app.inject({ method: 'GET', url: new URL(secure_url).pathname });
  expect(served.statusCode).toBe(200);
  return {
    secure_url,
    served,
    bytes: served.rawPayload,
    meta: await sharp(served.rawPayload).metadata(),
  };
}

describe('POST /api/v1/uploads', () => {
  it('strips EXIF and GPS, turns the photo upright and stores WebP', async () => {
    const original = await photoWithGps();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGps(before.exif!)).toBe(true);

    const { meta } = await uploadAndFetch({
      filename: 'IMG_0042.jpg',
      contentType: 'image/jpeg',
      bytes: original,
    });
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 means the camera was turned: 300 × 200 as stored, 200 × 300 as seen.
    expect([meta.width, meta.height]).toEqual([200, 300]);
  });

  it('serves the stored image as WebP, cached for a year, immutable', async () => {
    const { served } = await uploadAndFetch({
      filename: 'room.jpg',
      bytes: await noise(64, 64).jpeg().toBuffer(),
    });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('names a file by its content: the same image twice is one file', async () => {
    const file = { filename: 'lobby.png', bytes: await noise(80, 60).png().toBuffer() };
    const first = await uploadAndFetch(file);
    const second = await uploadAndFetch({ ...file, filename: 'another-name.png' });
    expect(second.secure_url).toBe(first.secure_url);
    const stored = (await fs.readdir(ctx.uploadsDir)).filter((name) => !name.startsWith('.'));
    expect(stored).toContain(path.basename(first.secure_url));
  });

  it('accepts a PNG named photo.jpg and stores it as what it is, re-encoded', async () => {
    const png = await noise(120, 90).png().toBuffer();
    const { meta } = await uploadAndFetch({
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      bytes: png,
    });
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([120, 90]);
  });

  it('accepts a WebP', async () => {
    const { meta } = await uploadAndFetch(
      { filename: 'car.webp', bytes: await noise(50, 40).webp().toBuffer() },
      'car',
    );
    expect(meta.format).toBe('webp');
  });

  it('fits a 3000 px wide image within 1600 px, and never enlarges a small one', async () => {
    const wide = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: '#2a6' },
    })
      .jpeg()
      .toBuffer();
    const { meta } = await uploadAndFetch({ filename: 'panorama.jpg', bytes: wide });
    expect([meta.width, meta.height]).toEqual([1600, 533]);
  });

  it('refuses a text file named .jpg with 422 naming the field file', async () => {
    const response = await upload({
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      bytes: Buffer.from('hello, not a photo'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'INVALID_IMAGE',
      message: UPLOAD_MESSAGES.notAnImage,
      fields: { file: UPLOAD_MESSAGES.notAnImage },
    });
  });

  it('refuses a truncated JPEG with 422', async () => {
    const whole = await noise(400, 300).jpeg().toBuffer();
    const response = await upload({
      filename: 'cut.jpg',
      bytes: whole.subarray(0, whole.length >> 1),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'INVALID_IMAGE',
      fields: { file: UPLOAD_MESSAGES.unreadableImage },
    });
  });

  it('refuses a file over 5 MB with 413 and says the limit', async () => {
    const huge = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      randomBytes(UPLOAD_LIMIT_BYTES.room),
    ]);
    const response = await upload({ filename: 'huge.jpg', bytes: huge }, { purpose: 'room' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The image must be 5 MB or smaller',
      fields: { file: 'The image must be 5 MB or smaller' },
    });
    // Without a purpose the general limit holds too.
    expect((await upload({ filename: 'huge.jpg', bytes: huge })).statusCode).toBe(413);
  });

  it('says 413 over a real connection too, where the body arrives in chunks', async () => {
    // inject() hands the body over in one piece; a socket delivers it in chunks, as the browser sends it.
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    const huge = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      randomBytes(6 * 1024 * 1024),
    ]);
    form.append('file', new Blob([huge], { type: 'image/jpeg' }), 'huge.jpg');
    const response = await fetch(`${address}/api/v1/uploads?purpose=hotel`, {
      method: 'POST',
      headers: { cookie: owner.cookie, origin: TEST_PUBLIC_URL },
      body: form,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: 'The image must be 5 MB or smaller' });
  });

  it("holds a car photo to the car form's 2 MB, which a room photo may exceed", async () => {
    // Uncompressed noise: about 3 MB, a real image.
    const photo = await noise(1000, 1000).png({ compressionLevel: 0 }).toBuffer();
    expect(photo.length).toBeGreaterThan(UPLOAD_LIMIT_BYTES.car);
    expect(photo.length).toBeLessThan(UPLOAD_LIMIT_BYTES.room);
    const car = await upload({ filename: 'car.png', bytes: photo }, { purpose: 'car' });
    expect(car.statusCode).toBe(413);
    expect(car.json().message).toBe('The image must be 2 MB or smaller');
    expect(
      (await upload({ filename: 'room.png', bytes: photo }, { purpose: 'room' })).statusCode,
    ).toBe(201);
  });

  it('refuses an unknown purpose with 400 naming purpose', async () => {
    const response = await upload(
      { filename: 'a.jpg', bytes: await noise(10, 10).jpeg().toBuffer() },
      { purpose: 'boat' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: { purpose: UPLOAD_MESSAGES.unknownPurpose },
    });
  });

  it('asks for the file when the form has none, or the body is not multipart', async () => {
    const empty = await upload(undefined);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: { file: UPLOAD_MESSAGES.fileRequired } });

    const elsewhere = await upload({
      field: 'image',
      filename: 'a.jpg',
      bytes: await noise(10, 10).jpeg().toBuffer(),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ fields: { file: UPLOAD_MESSAGES.fileRequired } });

    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: { cookie: owner.cookie, origin: TEST_PUBLIC_URL },
      payload: { file: 'photo.jpg' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({
      error: 'UNSUPPORTED_MEDIA_TYPE',
      fields: { file: UPLOAD_MESSAGES.notMultipart },
    });
  });

  it('is for owners only: 401 for a guest, 403 for a customer', async () => {
    const file = { filename: 'a.jpg', bytes: await noise(10, 10).jpeg().toBuffer() };
    const guest = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: { ...multipartBody(file).headers, origin: TEST_PUBLIC_URL },
      payload: multipartBody(file).payload,
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: 'UNAUTHENTICATED', message: expect.any(String) });
    const asCustomer = await upload(file, { who: customer });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ error: 'FORBIDDEN', message: expect.any(String) });
  });
});

describe('GET /uploads/…', () => {
  it('answers a JSON 404 for a missing upload, not the web app', async () => {
    for (const url of ['/uploads/00000000000000000000000000000000.webp', '/uploads/nothing.jpg']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
  });
});

describe('the API document', () => {
  it('lists the upload route with its multipart form and its answer', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/v1/uploads'].post;
    expect(Object.keys(operation.requestBody.content)).toEqual(['multipart/form-data']);
    expect(operation.responses['201']).toBeDefined();
    expect(operation.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'purpose', in: 'query' })]),
    );
  });
});
