import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaystackClient, PaystackError } from './paystack-client';
import { signPaystackBody, verifyPaystackSignature } from './paystack-signature';

/*
 * The Paystack client against a tiny HTTP server that answers as scripted:
 * what is retried (verify only), what a slow or broken answer becomes, and
 * that the secret key never reaches the log.
 */

const SECRET = 'sk_test_unit_secret_key';
let answers: { status: number; body: unknown; delayMs?: number }[] = [];
const asked: { method: string; url: string; authorization?: string; body: string }[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      asked.push({
        method: request.method!,
        url: request.url!,
        authorization: request.headers.authorization,
        body,
      });
      const answer = answers.shift() ?? { status: 500, body: {} };
      setTimeout(() => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function client(options: { timeoutMs?: number } = {}) {
  const lines: string[] = [];
  const log = {
    info: (facts: object, message: string) => lines.push(JSON.stringify({ facts, message })),
    warn: (facts: object, message: string) => lines.push(JSON.stringify({ facts, message })),
  };
  const paystack = createPaystackClient({
    apiUrl: `${base}/`,
    secretKey: SECRET,
    log,
    retryDelayMs: 5,
    ...options,
  });
  return { paystack, lines };
}

const verified = {
  status: true,
  message: 'Verification successful',
  data: {
    id: 77,
    status: 'success',
    reference: 'WP-1',
    amount: 500,
    currency: 'NGN',
    channel: 'card',
  },
};

describe('the Paystack client', () => {
  it('initializes with the key as a bearer token, amount in kobo, NGN, and logs no key', async () => {
    asked.length = 0;
    answers = [
      {
        status: 200,
        body: {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: 'https://checkout.paystack.com/abc',
            access_code: 'abc',
            reference: 'WP-1',
          },
        },
      },
    ];
    const { paystack, lines } = client();
    const started = await paystack.initialize({
      email: 'ada@example.ng',
      amountKobo: 500,
      reference: 'WP-1',
      callbackUrl: 'https://waka.ng/payment/callback',
      metadata: { bookingReference: 'WK-1', kind: 'room' },
    });
    expect(started).toEqual({
      authorizationUrl: 'https://checkout.paystack.com/abc',
      accessCode: 'abc',
      reference: 'WP-1',
    });
    expect(asked[0]).toMatchObject({
      method: 'POST',
      url: '/transaction/initialize',
      authorization: `Bearer ${SECRET}`,
    });
    expect(JSON.parse(asked[0]!.body)).toEqual({
      email: 'ada@example.ng',
      amount: 500,
      currency: 'NGN',
      reference: 'WP-1',
      callback_url: 'https://waka.ng/payment/callback',
      metadata: { bookingReference: 'WK-1', kind: 'room' },
    });
    expect(lines.join('\n')).not.toContain(SECRET);
    expect(lines.join('\n')).not.toContain('ada@example.ng');
  });

  it('tries verify again after a 5xx, and its id comes back as text', async () => {
    asked.length = 0;
    answers = [
      { status: 502, body: {} },
      { status: 503, body: {} },
      { status: 200, body: verified },
    ];
    const { paystack } = client();
    expect(await paystack.verify('WP-1')).toMatchObject({
      id: '77',
      status: 'success',
      amount: 500,
    });
    expect(asked.map((a) => a.url)).toEqual(Array(3).fill('/transaction/verify/WP-1'));
  });

  it('never tries initialize or refund twice', async () => {
    asked.length = 0;
    answers = [
      { status: 503, body: {} },
      { status: 503, body: {} },
    ];
    const { paystack } = client();
    await expect(
      paystack.initialize({
        email: 'a@b.ng',
        amountKobo: 1,
        reference: 'R',
        callbackUrl: 'http://x',
        metadata: {},
      }),
    ).rejects.toMatchObject({ kind: 'unreachable' });
    await expect(paystack.refund({ transaction: '77', amountKobo: 1 })).rejects.toBeInstanceOf(
      PaystackError,
    );
    expect(asked).toHaveLength(2);
  });

  it("gives Paystack's own words for a refusal, and no retry", async () => {
    asked.length = 0;
    answers = [
      { status: 400, body: { status: false, message: 'Transaction reference not found' } },
    ];
    const { paystack } = client();
    await expect(paystack.verify('WP-NONE')).rejects.toMatchObject({
      kind: 'refused',
      httpStatus: 400,
      message: 'Transaction reference not found',
    });
    expect(asked).toHaveLength(1);
  });

  it('gives up on a slow answer after the timeout, and refuses an undocumented shape', async () => {
    answers = [
      { status: 200, body: verified, delayMs: 300 },
      { status: 200, body: verified, delayMs: 300 },
    ];
    const slow = client({ timeoutMs: 50 }).paystack;
    const started = performance.now();
    await expect(
      slow.initialize({
        email: 'a@b.ng',
        amountKobo: 1,
        reference: 'R',
        callbackUrl: 'http://x',
        metadata: {},
      }),
    ).rejects.toMatchObject({ kind: 'unreachable' });
    expect(performance.now() - started).toBeLessThan(250);
    answers = [{ status: 200, body: { status: true, message: 'ok', data: { id: 1 } } }];
    await expect(
      client().paystack.refund({ transaction: '1', amountKobo: 1 }),
    ).rejects.toMatchObject({
      kind: 'unreadable',
    });
  });
});

describe('the webhook signature', () => {
  it('accepts the HMAC-SHA512 of the exact bytes with the key, and nothing else', () => {
    const body = Buffer.from('{"event":"charge.success","data":{"reference":"WP-1"}}');
    const signature = signPaystackBody(body, SECRET);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(verifyPaystackSignature(body, signature, SECRET)).toBe(true);
    expect(verifyPaystackSignature(body, signature.toUpperCase(), SECRET)).toBe(true);
    expect(
      verifyPaystackSignature(Buffer.concat([body, Buffer.from(' ')]), signature, SECRET),
    ).toBe(false);
    expect(verifyPaystackSignature(body, signature, 'sk_test_another_key')).toBe(false);
    expect(verifyPaystackSignature(body, undefined, SECRET)).toBe(false);
    expect(verifyPaystackSignature(body, [signature], SECRET)).toBe(false);
    expect(verifyPaystackSignature(body, '', SECRET)).toBe(false);
  });
});
