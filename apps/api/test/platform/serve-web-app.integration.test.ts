import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
let webDist: string;

beforeAll(async () => {
  // A stand-in build: the test is about how the server serves a build, not the build.
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-web-dist-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Waka</title><div id="root"></div>');
  await fs.writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("waka")');
  ctx = await createTestApp({ webDist });
});
afterAll(() => fs.rm(webDist, { recursive: true, force: true }));

describe('serving the web app', () => {
  it('answers a reloaded client-side route with the app', async () => {
    for (const url of ['/', '/rooms/xyz', '/owner/all-hotel/add-room/123', '/booking-receipt?ref=WK-1']) {
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
    for (const url of ['/api/v1/rooms-typo', '/media/demo/nothing.webp', '/assets/gone-123.js', '/favicon.ico']) {
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
