import { describe, expect, it } from 'vitest';
import { useStandInBuild, ctx } from './serve-web-app-fixtures';

/*
 * Serving the built web app: a reloaded client-side route answers the app,
 * hashed assets are cached for a year and hand-named files revalidated, and
 * unknown API paths and missing files stay JSON 404s.
 */

useStandInBuild();

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

  it('caches the hero photos for a day, and revalidates the other files named by hand', async () => {
    const hero = await ctx.app.inject({ method: 'GET', url: '/images/hero/hero-1.webp' });
    expect(hero.statusCode).toBe(200);
    expect(hero.headers['cache-control']).toBe('public, max-age=86400');
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
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
    // A day, as their resized copies are (their names are not content hashes).
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });
});
