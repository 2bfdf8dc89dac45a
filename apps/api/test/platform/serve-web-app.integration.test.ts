import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
let webDist: string;

beforeAll(async () => {
  // A stand-in build: the test is about how the server serves a build, not the build.
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-web-dist-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Waka</title><div id="root"></div>',
  );
  await fs.writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("waka")');
  ctx = await createTestApp({ webDist });
});
afterAll(() => fs.rm(webDist, { recursive: true, force: true }));

describe('serving the web app', () => {
  it('answers a reloaded client-side route with the app', async () => {
    for (const url of [
      '/',
      '/rooms/xyz',
      '/owner/all-hotel/add-room/123',
      '/booking-receipt?ref=WK-1',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API paths and missing files as JSON 404s, not the app', async () => {
    for (const url of [
      '/api/v1/rooms-typo',
      '/media/demo/nothing.webp',
      '/assets/gone-123.js',
      '/favicon.ico',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('serves the demo images', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/demo/placeholder.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });
});

describe('compressing the web app', () => {
  // A build's assets as vite.config.ts leaves them: the file, and its .br and .gz beside it.
  const script = `export const hotels = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Hotel ${i}`))};`;
  // The copies say so, to tell a prebuilt file from one compressed on the fly.
  const prebuilt = `${script}\n// prebuilt copy`;

  beforeAll(async () => {
    const asset = path.join(webDist, 'assets', 'home-route-def456.js');
    await fs.writeFile(asset, script);
    await fs.writeFile(`${asset}.br`, zlib.brotliCompressSync(prebuilt));
    await fs.writeFile(`${asset}.gz`, zlib.gzipSync(prebuilt));
    await fs.writeFile(
      path.join(webDist, 'assets', 'index-abc123.css'),
      `.a{color:red}\n`.repeat(200),
    );
  });

  it('sends the prebuilt brotli file to a browser that accepts it, cached for a year', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/home-route-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(prebuilt);
  });

  it('sends the prebuilt gzip file to a browser that accepts only gzip', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/home-route-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(prebuilt);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/home-route-def456.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('compresses a file the build left without a compressed copy, and JSON answers', async () => {
    const css = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.css',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const json = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-encoding']).toBe('br');
  });

  it('keeps index.html revalidated when it is sent compressed', async () => {
    const html =
      '<!doctype html><title>Waka</title><div id="root"></div>' + '<!-- padding -->'.repeat(100);
    await fs.writeFile(path.join(webDist, 'index.html'), html);
    await fs.writeFile(
      path.join(webDist, 'index.html.gz'),
      zlib.gzipSync(`${html}<!-- prebuilt -->`),
    );
    for (const url of ['/', '/rooms']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('gzip');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.gunzipSync(response.rawPayload).toString(), url).toBe(`${html}<!-- prebuilt -->`);
    }
  });
});
