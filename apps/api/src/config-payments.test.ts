import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { TEST_GATEWAY_SECRET } from './config-payments';

describe('payment configuration', () => {
  it('takes real payments through Paystack when a secret key is set', () => {
    const { payments } = loadConfig({
      PUBLIC_URL: 'https://waka.ng',
      PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef',
      PAYSTACK_PUBLIC_KEY: 'pk_live_0123456789abcdef',
    });
    expect(payments).toMatchObject({
      online: true,
      secretKey: 'sk_live_0123456789abcdef',
      apiUrl: 'https://api.paystack.co',
      testGateway: false,
      testMode: false,
    });
  });

  it('marks payments made with Paystack test keys as test payments', () => {
    const { payments } = loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_0123456789abcdef' });
    expect(payments).toMatchObject({ testGateway: false, testMode: true });
  });

  it('stands the test gateway in on this machine without a key', () => {
    const { payments } = loadConfig({ PORT: '4100' });
    expect(payments).toMatchObject({
      online: true,
      testGateway: true,
      // Its checkout and API answer this machine's callers only (the public URL is local).
      testGatewayAnyCaller: false,
      secretKey: TEST_GATEWAY_SECRET,
      apiUrl: 'http://127.0.0.1:4100/test-paystack',
    });
  });

  it('never runs the test gateway for a public address unless test mode is set', () => {
    const live = loadConfig({ PUBLIC_URL: 'https://waka.ng' }).payments;
    expect(live).toMatchObject({ online: false, testGateway: false, testGatewayAnyCaller: false });
    const staging = loadConfig({
      PUBLIC_URL: 'https://staging.waka.ng',
      PAYMENTS_TEST_MODE: 'true',
    }).payments;
    expect(staging).toMatchObject({
      online: true,
      testGateway: true,
      testGatewayAnyCaller: true,
      testMode: true,
    });
  });

  it('reads the hold and the sweep, and refuses values out of range', () => {
    const { payments } = loadConfig({ PAYMENT_HOLD_MINUTES: '5', HOLD_SWEEP_SECONDS: '2' });
    expect(payments).toMatchObject({ holdMinutes: 5, sweepEverySeconds: 2 });
    for (const bad of ['0', '1.5', 'soon', '1441'])
      expect(() => loadConfig({ PAYMENT_HOLD_MINUTES: bad }), bad).toThrow(
        /PAYMENT_HOLD_MINUTES must be/,
      );
    expect(() => loadConfig({ PAYSTACK_SECRET_KEY: 'secret' })).toThrow(
      /PAYSTACK_SECRET_KEY must be a Paystack secret key/,
    );
  });
});
