import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_GATEWAY_PATH, TEST_GATEWAY_SECRET } from '../../src/config-payments';
import { paymentDepsOf } from '../../src/lib/payments/payment-deps';
import { requestDueRefunds } from '../../src/lib/payments/refund-requester';
import { bookRoom, hotelWithRoom } from '../support/payments-testbed';
import { createTestApp, testEngine, type TestContext, type TestEnv } from '../support/test-app';

/*
 * The test gateway mounted on the app completes a checkout, and answers its
 * Paystack-shaped API, only for a caller on the machine Waka runs on, unless
 * PAYMENTS_TEST_MODE=true (docs/decisions/0034-test-payments-move-no-money.md).
 * Its secret is a public constant and it moves no money, so a caller from
 * elsewhere could otherwise mark any booking paid or forge its refund.
 */

const REMOTE = '203.0.113.7';

/** A port free on this machine now, so the app can be told its own address before it listens. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The app as `npm start` runs it without a Paystack key (the gateway
 * mounted, Waka's Paystack client calling it on 127.0.0.1), listening so
 * the client and the gateway's events reach it over HTTP.
 */
async function appWithGateway(env: TestEnv): Promise<TestContext> {
  const port = await freePort();
  const ctx = await createTestApp({
    env: { PUBLIC_URL: `http://localhost:${port}`, PORT: String(port), ...env },
  });
  expect(ctx.app.payments.testGateway).toBe(true);
  await ctx.app.listen({ port, host: '127.0.0.1' });
  return ctx;
}

type Caller = { remoteAddress?: string; forwardedFor?: string };

/** A booking and a payment started for it by a caller from elsewhere, as the probe did. */
async function startedPayment(ctx: TestContext) {
  const { room } = await hotelWithRoom(ctx.db);
  const booked = await bookRoom(ctx.app, room);
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    remoteAddress: REMOTE,
    headers: { host: 'waka.example.com' },
    payload: { reference: booked.reference, email: booked.email },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { authorizationUrl, paymentReference } = started.json() as {
    authorizationUrl: string;
    paymentReference: string;
  };
  return { booked, paymentReference, checkoutPath: new URL(authorizationUrl).pathname };
}

/** A click on the checkout's Pay or Decline, from `caller`. */
function click(ctx: TestContext, checkoutPath: string, choice: 'pay' | 'decline', caller: Caller) {
  return ctx.app.inject({
    method: 'POST',
    url: `${checkoutPath}/${choice}`,
    remoteAddress: caller.remoteAddress ?? '127.0.0.1',
    headers: {
      host: 'waka.example.com',
      'content-type': 'application/x-www-form-urlencoded',
      ...(caller.forwardedFor ? { 'x-forwarded-for': caller.forwardedFor } : {}),
    },
    payload: '',
  });
}

/**
 * Where the booking's money stands once Waka has asked the gateway itself
 * (the callback page's verify): settled now, whatever events are still on
 * their way.
 */
async function settledBooking(
  ctx: TestContext,
  started: Awaited<ReturnType<typeof startedPayment>>,
) {
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/payments/${started.paymentReference}/verify`,
  });
  const lookup = await ctx.app.inject({
    url: `/api/v1/bookings/${started.booked.reference}?email=${encodeURIComponent(started.booked.email)}`,
  });
  return lookup.json() as { paymentStatus: string; testPayment: boolean };
}

const expectRefusalPage = (response: Awaited<ReturnType<typeof click>>) => {
  expect(response.statusCode).toBe(403);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toContain(
    'This test checkout only takes payments from the machine Waka runs on',
  );
  expect(response.body).toContain('PAYMENTS_TEST_MODE=true');
  expect(response.body).toContain('no money moves');
};

describe(`the mounted test gateway, with the defaults (${testEngine})`, () => {
  let bed: TestContext;
  beforeAll(async () => {
    bed = await appWithGateway({ TRUST_PROXY: 'false' });
  });

  it("refuses a remote caller's Pay and Decline with a 403 page that says why; the booking stays unpaid", async () => {
    const started = await startedPayment(bed);
    expectRefusalPage(await click(bed, started.checkoutPath, 'pay', { remoteAddress: REMOTE }));
    expectRefusalPage(await click(bed, started.checkoutPath, 'decline', { remoteAddress: REMOTE }));
    expect(await settledBooking(bed, started)).toMatchObject({
      paymentStatus: 'not paid',
      testPayment: false,
    });
  });

  it('takes Pay from this machine, over IPv4, IPv6 and IPv4-mapped loopback: the booking is a paid test payment', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      const started = await startedPayment(bed);
      const paid = await click(bed, started.checkoutPath, 'pay', { remoteAddress });
      expect(paid.statusCode, remoteAddress).toBe(302);
      expect(await settledBooking(bed, started), remoteAddress).toMatchObject({
        paymentStatus: 'paid',
        testPayment: true,
      });
    }
  });

  it('takes Decline from this machine', async () => {
    const started = await startedPayment(bed);
    expect((await click(bed, started.checkoutPath, 'decline', {})).statusCode).toBe(302);
    expect(await settledBooking(bed, started)).toMatchObject({ paymentStatus: 'not paid' });
  });

  it("refuses a remote caller on the gateway's API (initialize, verify, refund), in Paystack's shape", async () => {
    const started = await startedPayment(bed);
    const asRemote = (method: 'GET' | 'POST', url: string, payload?: object) =>
      bed.app.inject({
        method,
        url: `${TEST_GATEWAY_PATH}${url}`,
        remoteAddress: REMOTE,
        headers: { authorization: `Bearer ${TEST_GATEWAY_SECRET}`, host: 'waka.example.com' },
        ...(payload ? { payload } : {}),
      });
    const refusals = [
      await asRemote('POST', '/transaction/initialize', {
        email: 'ada.obi@example.ng',
        amount: 5_000_000,
        reference: 'WP-REMOTE000001',
      }),
      await asRemote('GET', `/transaction/verify/${started.paymentReference}`),
      await asRemote('POST', '/refund', { transaction: started.paymentReference }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    for (const refusal of refusals)
      expect(refusal.json()).toEqual({
        status: false,
        message: expect.stringContaining('only answers calls from the machine Waka runs on'),
      });
  });

  it("still serves Waka's own Paystack client on 127.0.0.1: initialize, verify and refund", async () => {
    // initialize: startedPayment; verify: settledBooking; both through the client.
    const started = await startedPayment(bed);
    expect((await click(bed, started.checkoutPath, 'pay', {})).statusCode).toBe(302);
    expect(await settledBooking(bed, started)).toMatchObject({ paymentStatus: 'paid' });
    const cancelled = await bed.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${started.booked.reference}/cancel`,
      payload: { email: started.booked.email },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The refund is asked of the gateway by Waka's client, and the gateway queues it.
    expect(await requestDueRefunds(paymentDepsOf(bed.app))).toBe(1);
  });
});

describe(`the mounted test gateway with PAYMENTS_TEST_MODE=true (${testEngine})`, () => {
  it('lets a caller from another machine pay (a staging server’s testers)', async () => {
    const bed = await appWithGateway({ TRUST_PROXY: 'false', PAYMENTS_TEST_MODE: 'true' });
    const started = await startedPayment(bed);
    const paid = await click(bed, started.checkoutPath, 'pay', { remoteAddress: REMOTE });
    expect(paid.statusCode).toBe(302);
    expect(await settledBooking(bed, started)).toMatchObject({
      paymentStatus: 'paid',
      testPayment: true,
    });
  });
});

describe(`the mounted test gateway behind a proxy (${testEngine})`, () => {
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await appWithGateway({ TRUST_PROXY: 'true' });
  });

  it('with TRUST_PROXY=true, refuses a caller forwarded from elsewhere though the proxy is on this machine', async () => {
    const bed = proxied;
    const started = await startedPayment(bed);
    expectRefusalPage(await click(bed, started.checkoutPath, 'pay', { forwardedFor: REMOTE }));
    expect(await settledBooking(bed, started)).toMatchObject({ paymentStatus: 'not paid' });
  });

  it('with TRUST_PROXY=true, refuses a loopback address a remote caller wrote before its own', async () => {
    const bed = proxied;
    const started = await startedPayment(bed);
    // What a proxy that appends sends on for a caller who wrote "127.0.0.1" itself.
    const spoofed = { forwardedFor: `127.0.0.1, ${REMOTE}` };
    expectRefusalPage(await click(bed, started.checkoutPath, 'pay', spoofed));
    expect(await settledBooking(bed, started)).toMatchObject({ paymentStatus: 'not paid' });
  });

  it('with TRUST_PROXY=true, takes a browser on this machine that a proxy on this machine forwards', async () => {
    const bed = proxied;
    const started = await startedPayment(bed);
    const paid = await click(bed, started.checkoutPath, 'pay', { forwardedFor: '127.0.0.1' });
    expect(paid.statusCode).toBe(302);
    expect(await settledBooking(bed, started)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('without TRUST_PROXY, refuses what a proxy on this machine forwards from elsewhere', async () => {
    // The header is not believed to name the caller, but it is enough to refuse one.
    const bed = await appWithGateway({ TRUST_PROXY: 'false' });
    const started = await startedPayment(bed);
    expectRefusalPage(await click(bed, started.checkoutPath, 'pay', { forwardedFor: REMOTE }));
    expect(await settledBooking(bed, started)).toMatchObject({ paymentStatus: 'not paid' });
  });
});
