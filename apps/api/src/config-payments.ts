import { z } from 'zod';

/**
 * The payment settings (docs/decisions/0022-payments-and-holds.md), read by
 * loadConfig with the rest of the environment; their own file only to keep
 * config.ts short.
 */
export const ZPaymentVariables = {
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w{8,}$/, 'PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_…)')
    .optional(),
  PAYSTACK_PUBLIC_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w{8,}$/, 'PAYSTACK_PUBLIC_KEY must be a Paystack public key (pk_…)')
    .optional(),
  PAYSTACK_API_URL: z
    .url({ error: 'PAYSTACK_API_URL must be a URL such as https://api.paystack.co' })
    .optional(),
  PAYMENT_HOLD_MINUTES: z.coerce
    .number({ error: 'PAYMENT_HOLD_MINUTES must be a whole number from 1 to 1440' })
    .int('PAYMENT_HOLD_MINUTES must be a whole number from 1 to 1440')
    .min(1, 'PAYMENT_HOLD_MINUTES must be a whole number from 1 to 1440')
    .max(1440, 'PAYMENT_HOLD_MINUTES must be a whole number from 1 to 1440')
    .default(30),
  HOLD_SWEEP_SECONDS: z.coerce
    .number({ error: 'HOLD_SWEEP_SECONDS must be a whole number from 1 to 3600' })
    .int('HOLD_SWEEP_SECONDS must be a whole number from 1 to 3600')
    .min(1, 'HOLD_SWEEP_SECONDS must be a whole number from 1 to 3600')
    .max(3600, 'HOLD_SWEEP_SECONDS must be a whole number from 1 to 3600')
    .default(30),
  PAYMENTS_TEST_MODE: z
    .enum(['true', 'false'], { error: 'PAYMENTS_TEST_MODE must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
};

type PaymentValues = {
  PAYSTACK_SECRET_KEY?: string;
  PAYSTACK_PUBLIC_KEY?: string;
  PAYSTACK_API_URL?: string;
  PAYMENT_HOLD_MINUTES: number;
  HOLD_SWEEP_SECONDS: number;
  PAYMENTS_TEST_MODE: boolean;
};

export type PaymentConfig = {
  /** Online payment can be offered: a Paystack key, or the test gateway allowed here. */
  online: boolean;
  /** Paystack's secret key, or the test gateway's when it stands in. */
  secretKey: string;
  publicKey: string | undefined;
  /** Where the Paystack client sends its calls: Paystack, or the test gateway. */
  apiUrl: string;
  /** This server mounts the test gateway at TEST_GATEWAY_PATH (no key, on this machine or PAYMENTS_TEST_MODE). */
  testGateway: boolean;
  /**
   * PAYMENTS_TEST_MODE: the mounted gateway pays, declines and answers its API
   * for callers on other machines too; otherwise only for this machine's.
   */
  testGatewayAnyCaller: boolean;
  /** No money moves: the test gateway or Paystack test keys; receipts say "Test payment". */
  testMode: boolean;
  /** How long an unpaid, unconfirmed hold lasts (PAYMENT_HOLD_MINUTES). */
  holdMinutes: number;
  /** How often each process looks for holds to release (HOLD_SWEEP_SECONDS). */
  sweepEverySeconds: number;
};

/** Where the test gateway is mounted on this server. */
export const TEST_GATEWAY_PATH = '/test-paystack';

/** The secret the test gateway signs with; it guards nothing, as the gateway moves no money. */
export const TEST_GATEWAY_SECRET = 'sk_test_waka_local_gateway';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function paymentConfig(
  values: PaymentValues,
  publicUrl: string,
  port: number,
): PaymentConfig {
  const common = {
    publicKey: values.PAYSTACK_PUBLIC_KEY,
    holdMinutes: values.PAYMENT_HOLD_MINUTES,
    sweepEverySeconds: values.HOLD_SWEEP_SECONDS,
  };
  const secretKey = values.PAYSTACK_SECRET_KEY;
  if (secretKey) {
    return {
      ...common,
      online: true,
      secretKey,
      apiUrl: values.PAYSTACK_API_URL ?? 'https://api.paystack.co',
      testGateway: false,
      testGatewayAnyCaller: false,
      testMode: secretKey.startsWith('sk_test_'),
    };
  }
  // A stand-in that takes no money must never face real travellers by accident.
  const gatewayAllowed = LOCAL_HOSTS.has(new URL(publicUrl).hostname) || values.PAYMENTS_TEST_MODE;
  return {
    ...common,
    online: gatewayAllowed,
    secretKey: TEST_GATEWAY_SECRET,
    apiUrl: values.PAYSTACK_API_URL ?? `http://127.0.0.1:${port}${TEST_GATEWAY_PATH}`,
    testGateway: gatewayAllowed,
    testGatewayAnyCaller: gatewayAllowed && values.PAYMENTS_TEST_MODE,
    testMode: true,
  };
}
