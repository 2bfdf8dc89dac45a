import { beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '@waka/shared/api-error';
import { createTestApp, testEngine, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('the platform', () => {
  it('says which engine and migration are live', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      engine: testEngine,
      migration: expect.stringMatching(/^\d{4}_/),
    });
  });

  it('answers an unknown /api path with 404 in the error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(ZApiError.parse(response.json())).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('answers a malformed JSON body with 400 in the error shape', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "ada@example.ng",',
    });
    expect(response.statusCode).toBe(400);
    expect(ZApiError.parse(response.json())).toEqual({
      error: 'INVALID_JSON',
      message: 'The request body is not valid JSON',
    });
  });

  it('publishes an OpenAPI document generated from the shared schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/hotels', '/api/v1/hotels/search', '/api/v1/states']),
    );
    expect(document.components.schemas.Hotel.properties.hotelName).toBeDefined();
  });
});
