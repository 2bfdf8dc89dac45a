import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_PAYMENT_MESSAGES } from '@waka/shared/payments/payment-words';
import { TEST_GATEWAY_PATH, TEST_GATEWAY_SECRET } from '../../src/config-payments';
import {
  startTestGateway,
  type StandaloneGateway,
} from '../../src/features/test-gateway/test-gateway';
import { bookRoom, hotelWithRoom } from '../support/payments-testbed';
import { createTestApp, type TestEnv } from '../support/test-app';

/*
 * The test gateway (docs/decisions/0022-payments-and-holds.md): Paystack's
 * API as Waka uses it, a checkout page that says no money moves, and only
 * where config-payments.ts allows it.
 */

let gateway: StandaloneGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const api = (path: string, init: RequestInit = {}, key = gateway.secret) =>
  fetch(`${gateway.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
  });
const initialize = (body: object, key?: string) =>
  api('/transaction/initialize', { method: 'POST', body: JSON.stringify(body) }, key);
const valid = (reference: string) => ({
  email: 'ada.obi@example.ng',
  amount: 5_000_000,
  currency: 'NGN',
  reference,
  callback_url: 'http://waka.test/payment/callback',
  metadata: { bookingReference: 'WK-7F3K9QX2', kind: 'room' },
});

describe('the test gateway speaks Paystack', () => {
  it('serves a checkout page marked as a test, with the amount, the email, Pay and Decline', async () => {
    const answer = (await (await initialize(valid('WP-PAGE00000001'))).json()) as {
      data: { authorization_url: string };
    };
    expect(answer).toMatchObject({ status: true, data: { reference: 'WP-PAGE00000001' } });
    const page = await fetch(answer.data.authorization_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain(
      "form-action 'self' http://waka.test",
    );
    const html = await page.text();
    expect(html).toContain(ONLINE_PAYMENT_MESSAGES.testPayment);
    expect(html).toContain('Test payment — no money moves');
    expect(html).toContain('₦50,000.00');
    expect(html).toContain('ada.obi@example.ng');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html.match(/<form method="post"/g)).toHaveLength(2);
    expect(html).toMatch(/<button type="submit" class="pay">Pay ₦50,000\.00<\/button>/);
    expect(html).toMatch(/<button type="submit" class="decline">Decline<\/button>/);
    expect(html).not.toContain('<script');
  });

  it('verifies an unpaid transaction as abandoned, in Paystack’s shape', async () => {
    await initialize(valid('WP-VERIFY000001'));
    const answer = await (await api('/transaction/verify/WP-VERIFY000001')).json();
    expect(answer).toMatchObject({
      status: true,
      message: 'Verification successful',
      data: {
        status: 'abandoned',
        reference: 'WP-VERIFY000001',
        amount: 5_000_000,
        currency: 'NGN',
        customer: { email: 'ada.obi@example.ng' },
        metadata: { bookingReference: 'WK-7F3K9QX2' },
      },
    });
  });

  it('refuses what Paystack refuses, in its shape', async () => {
    await initialize(valid('WP-TWICE0000001'));
    const refusals = await Promise.all([
      initialize(valid('WP-WRONGKEY0001'), 'sk_test_somebody_elses'),
      initialize(valid('WP-TWICE0000001')),
      initialize({ ...valid('WP-FRACTION0001'), amount: 10.5 }),
      initialize({ ...valid('WP-DOLLARS00001'), currency: 'USD' }),
      initialize({ ...valid('WP-NOEMAIL00001'), email: 'nobody' }),
      api('/transaction/verify/WP-NEVER0000001'),
    ]);
    expect(refusals.map((r) => r.status)).toEqual([401, 400, 400, 400, 400, 400]);
    for (const refusal of refusals)
      expect(await refusal.json()).toMatchObject({ status: false, message: expect.any(String) });
  });
});

/** A port free on this machine now, so the app can be told its own address before it listens. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('mounted on the app', () => {
  const gatewayAt = async (env: TestEnv) => {
    const { app } = await createTestApp({ env });
    return {
      testGateway: app.payments.testGateway,
      page: (await app.inject({ url: `${TEST_GATEWAY_PATH}/checkout/abc` })).statusCode,
      initialize: (
        await app.inject({
          method: 'POST',
          url: `${TEST_GATEWAY_PATH}/transaction/initialize`,
          headers: { authorization: `Bearer ${TEST_GATEWAY_SECRET}` },
          payload: valid('WP-MOUNTED00001'),
        })
      ).statusCode,
    };
  };

  it('is absent for a public address without PAYMENTS_TEST_MODE, and with a Paystack key', async () => {
    expect(await gatewayAt({ PUBLIC_URL: 'https://waka.ng' })).toEqual({
      testGateway: false,
      page: 404,
      initialize: 404,
    });
    expect(
      await gatewayAt({
        PUBLIC_URL: 'http://localhost:3000',
        PAYSTACK_SECRET_KEY: 'sk_live_a_real_key_here',
      }),
    ).toEqual({ testGateway: false, page: 404, initialize: 404 });
  });

  it('is present on this machine, and for a public address with PAYMENTS_TEST_MODE=true', async () => {
    const present = { testGateway: true, page: 404, initialize: 200 };
    expect(await gatewayAt({ PUBLIC_URL: 'http://localhost:3000' })).toEqual(present);
    expect(await gatewayAt({ PUBLIC_URL: 'https://waka.ng', PAYMENTS_TEST_MODE: 'true' })).toEqual(
      present,
    );
  });

  it("takes a booking's payment end to end over HTTP, under the app's own headers and checks", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const ctx = await createTestApp({ env: { PUBLIC_URL: base, PORT: String(port) } });
    await ctx.app.listen({ port, host: '127.0.0.1' });
    const { room } = await hotelWithRoom(ctx.db);
    const booked = await bookRoom(ctx.app, room);

    const started = await fetch(`${base}/api/v1/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ reference: booked.reference, email: booked.email }),
    });
    expect(started.status).toBe(201);
    const { authorizationUrl, paymentReference } = (await started.json()) as {
      authorizationUrl: string;
      paymentReference: string;
    };
    expect(authorizationUrl).toMatch(new RegExp(`^${base}${TEST_GATEWAY_PATH}/checkout/\\w+$`));

    const page = await fetch(authorizationUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(ONLINE_PAYMENT_MESSAGES.testPayment);
    expect(page.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${base}; base-uri 'none'; frame-ancestors 'none'`,
    );
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');

    // The browser's form post: a session cookie and the page's own origin ride along.
    const paid = await fetch(`${authorizationUrl}/pay`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: base,
        cookie: 'better-auth.session_token=whatever',
      },
      body: '',
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe(
      `${base}/payment/callback?trxref=${paymentReference}&reference=${paymentReference}`,
    );
    let outcome: { paymentStatus?: string } = {};
    for (let i = 0; i < 60 && outcome.paymentStatus !== 'paid'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const lookup = await fetch(
        `${base}/api/v1/bookings/${booked.reference}?email=${encodeURIComponent(booked.email)}`,
      );
      outcome = (await lookup.json()) as { paymentStatus?: string };
    }
    expect(outcome).toMatchObject({ paymentStatus: 'paid', paymentReference, testPayment: true });
  });

  it('is not in the API document', async () => {
    const { app } = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths).filter((p) => p.startsWith(TEST_GATEWAY_PATH))).toEqual([]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/payments',
        '/api/v1/payments/{paymentReference}/verify',
        '/api/v1/payments/paystack/webhook',
      ]),
    );
  });
});
