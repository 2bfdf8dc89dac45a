import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStandInBuild, ctx, webDist } from './serve-web-app-fixtures';

/*
 * Compressing the web app: the build's prebuilt brotli or gzip copy for a
 * browser that accepts it, the plain file otherwise, a file without a copy
 * and JSON answers compressed on the fly, index.html still revalidated.
 */

useStandInBuild();

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
    for (const url of ['/', '/rooms']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('gzip');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.gunzipSync(response.rawPayload).toString(), url).toBe(html);
    }
  });
});
