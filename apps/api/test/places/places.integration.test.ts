import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('places', () => {
  it("lists Nigeria's 36 states and the FCT, whose local governments add up to 774", async () => {
    const states = await get('/api/v1/states');
    expect(states.status).toBe(200);
    expect(states.body).toHaveLength(37);
    expect(states.body.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Lagos', 'Kano', 'Federal Capital Territory']),
    );

    let total = 0;
    for (const state of states.body as { stateId: number; name: string }[]) {
      const lgas = await get(`/api/v1/states/local-governments/${state.stateId}`);
      expect(lgas.status).toBe(200);
      expect(lgas.body.length).toBeGreaterThan(0);
      total += lgas.body.length;
    }
    expect(total).toBe(774);
  });

  it('gives Lagos its 20 local governments, Ikeja among them', async () => {
    const states = (await get('/api/v1/states')).body as { stateId: number; name: string }[];
    const lagos = states.find((s) => s.name === 'Lagos')!;
    const lgas = (await get(`/api/v1/states/local-governments/${lagos.stateId}`)).body as {
      id: number;
      name: string;
    }[];
    expect(lgas).toHaveLength(20);
    expect(lgas.map((l) => l.name)).toContain('Ikeja');
  });

  it("lists the world's countries, Nigeria among them", async () => {
    const countries = await get('/api/v1/states/country');
    expect(countries.status).toBe(200);
    expect(countries.body.length).toBeGreaterThan(190);
    expect(countries.body).toContainEqual({ country: 'Nigeria', code: 'NG' });
  });

  it('answers 404 for an unknown state and 400 for a state id that is not a number', async () => {
    expect(await get('/api/v1/states/local-governments/999')).toMatchObject({
      status: 404,
      body: { error: 'NOT_FOUND' },
    });
    const bad = await get('/api/v1/states/local-governments/abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: { stateId: expect.any(String) },
    });
  });
});
