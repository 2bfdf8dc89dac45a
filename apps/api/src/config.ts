import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_HOLD_LIMITS,
  HOLD_LIMIT_CEILINGS,
  type HoldLimits,
} from '@waka/shared/hold-limits';
import type { TSupportContacts } from '@waka/shared/support/support-contacts';
import { catalogueConfig, ZCatalogueVariables, type CatalogueConfig } from './config-catalogue';
import { paymentConfig, ZPaymentVariables, type PaymentConfig } from './config-payments';
import {
  defaultPoolSize,
  redisConfig,
  ZProcessVariables,
  type RedisConfig,
} from './config-processes';
import {
  DEMO_SUPPORT_PHONE,
  DEMO_SUPPORT_WHATSAPP,
  mailAddressOf,
  supportNumber,
} from './config-support';
import type { S3ImageStoreOptions } from './features/uploads/s3-image-store';
import { CLERK_MESSAGES, isClerkSecretKey, parseClerkPublishableKey } from './lib/auth/clerk-keys';

/** One bound on what a booking may hold (docs/decisions/0017-holds-and-dates-are-bounded.md). */
function holdLimit(variable: string, name: keyof HoldLimits) {
  const words = `${variable} must be a whole number from 1 to ${HOLD_LIMIT_CEILINGS[name]}`;
  return z.coerce
    .number({ error: words })
    .int(words)
    .min(1, words)
    .max(HOLD_LIMIT_CEILINGS[name], words)
    .default(DEFAULT_HOLD_LIMITS[name]);
}

/**
 * The environment, parsed once at start-up. A bad value stops the server with
 * a list of what is wrong, instead of failing later in a request.
 */
const ZConfig = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' })
      .optional(),
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: 'DATABASE_POOL_SIZE must be a whole number' })
      .int('DATABASE_POOL_SIZE must be a whole number')
      .min(1, 'DATABASE_POOL_SIZE must be at least 1')
      .max(500, 'DATABASE_POOL_SIZE must be at most 500')
      .optional(),
    PUBLIC_URL: z.url({ error: 'PUBLIC_URL must be a URL such as https://waka.ng' }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// URL' }).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    AUTH_ATTEMPTS_PER_MINUTE: z.coerce
      .number({ error: 'AUTH_ATTEMPTS_PER_MINUTE must be a whole number' })
      .int('AUTH_ATTEMPTS_PER_MINUTE must be a whole number')
      .min(1, 'AUTH_ATTEMPTS_PER_MINUTE must be at least 1')
      .default(10),
    WRITES_PER_MINUTE: z.coerce
      .number({ error: 'WRITES_PER_MINUTE must be a whole number' })
      .int('WRITES_PER_MINUTE must be a whole number')
      .min(1, 'WRITES_PER_MINUTE must be at least 1')
      .default(30),
    MAX_STAY_NIGHTS: holdLimit('MAX_STAY_NIGHTS', 'maxStayNights'),
    MAX_UNITS_PER_ROOM_TYPE: holdLimit('MAX_UNITS_PER_ROOM_TYPE', 'maxUnitsPerRoomType'),
    MAX_ROOMS_PER_BOOKING: holdLimit('MAX_ROOMS_PER_BOOKING', 'maxRoomsPerBooking'),
    MAX_MONTHS_AHEAD: holdLimit('MAX_MONTHS_AHEAD', 'maxMonthsAhead'),
    MAX_HIRE_DAYS: holdLimit('MAX_HIRE_DAYS', 'maxHireDays'),
    TRUST_PROXY: z
      .enum(['true', 'false'], { error: 'TRUST_PROXY must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    BETTER_AUTH_SECRET: z
      .string()
      .min(32, 'BETTER_AUTH_SECRET must be at least 32 characters')
      .optional(),
    TRUSTED_ORIGINS: z
      .string()
      .optional()
      .transform((value) =>
        value
          ? value
              .split(',')
              .map((o) => o.trim())
              .filter(Boolean)
          : [],
      )
      .pipe(z.array(z.url({ error: 'TRUSTED_ORIGINS must be a comma-separated list of URLs' }))),
    WEB_DIST: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default('Waka <bookings@waka.ng>'),
    SUPPORT_PHONE: supportNumber('SUPPORT_PHONE', DEMO_SUPPORT_PHONE),
    SUPPORT_WHATSAPP: supportNumber('SUPPORT_WHATSAPP', DEMO_SUPPORT_WHATSAPP),
    SEED_DEMO: z
      .enum(['true', 'false'], { error: 'SEED_DEMO must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
    S3_BUCKET: z.string().min(3, 'S3_BUCKET must be a bucket name').optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z
      .url({
        error: 'S3_ENDPOINT must be a URL such as https://<account>.r2.cloudflarestorage.com',
      })
      .optional(),
    S3_PUBLIC_URL: z
      .url({ error: 'S3_PUBLIC_URL must be a URL such as https://images.waka.ng' })
      .optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' })
      .optional(),
    S3_PREFIX: z.string().default('uploads/'),
    ...ZPaymentVariables,
    ...ZProcessVariables,
    ...ZCatalogueVariables,
    CLERK_PUBLISHABLE_KEY: z.string().optional(),
    CLERK_SECRET_KEY: z.string().optional(),
    CLERK_JWT_KEY: z
      .string()
      .startsWith(
        '-----BEGIN PUBLIC KEY-----',
        'CLERK_JWT_KEY must be the PEM public key from the Clerk dashboard',
      )
      .optional(),
  })
  .superRefine(checkClerkKeys);

/** Either key turns Clerk mode on (docs/product.md#accounts); then both must be there and well formed. */
function checkClerkKeys(
  env: { CLERK_PUBLISHABLE_KEY?: string; CLERK_SECRET_KEY?: string },
  ctx: z.RefinementCtx,
) {
  const { CLERK_PUBLISHABLE_KEY: publishable, CLERK_SECRET_KEY: secret } = env;
  if (publishable === undefined && secret === undefined) return;
  if (publishable === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['CLERK_PUBLISHABLE_KEY'],
      message: CLERK_MESSAGES.missingPublishableKey,
    });
  } else if (!parseClerkPublishableKey(publishable)) {
    ctx.addIssue({
      code: 'custom',
      path: ['CLERK_PUBLISHABLE_KEY'],
      message: CLERK_MESSAGES.invalidPublishableKey(publishable),
    });
  }
  if (secret === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['CLERK_SECRET_KEY'],
      message: CLERK_MESSAGES.missingSecretKey,
    });
  else if (!isClerkSecretKey(secret))
    ctx.addIssue({
      code: 'custom',
      path: ['CLERK_SECRET_KEY'],
      message: CLERK_MESSAGES.invalidSecretKey,
    });
}

export type Config = CatalogueConfig & {
  port: number;
  host: string;
  dataDir: string;
  /** Where uploaded images are kept on disk: `<DATA_DIR>/uploads`. */
  uploadsDir: string;
  databaseUrl: string | undefined;
  /**
   * Connections to PostgreSQL. More than the server's cores can run at once
   * make long queries share CPU: fewer connections cut the dated search's p99
   * at the same throughput, at some cost to the short rooms query (measured:
   * bench/README.md#24-nov-afternoon-sold-out-nights-stored-search-text-pool-size).
   * By default twice this machine's cores plus 2, shared out between the
   * processes `npm start` runs (config-processes.ts); set it for the database
   * server's cores when it runs elsewhere.
   */
  databasePoolSize: number;
  /** Set with REDIS_URL: rate limits count there instead of in PostgreSQL (docs/decisions/0029). */
  redis: RedisConfig | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  logLevel: z.infer<typeof ZConfig>['LOG_LEVEL'];
  seedDemo: boolean;
  /** Sign-in and sign-up attempts per address per minute (docs/product.md#accounts). */
  authAttemptsPerMinute: number;
  /** Bookings, car bookings, newsletter sign-ups and uploads a minute from one address (docs/product.md#security). */
  writesPerMinute: number;
  /** How much one booking may hold and how far ahead (MAX_STAY_NIGHTS and friends). */
  holdLimits: HoldLimits;
  /** Behind a proxy: take the caller's address from X-Forwarded-For. */
  trustProxy: boolean;
  mailFrom: string;
  /** Whom travellers call or write to: on receipts, PDFs, every mail and the footer (docs/decisions/0027-the-support-line.md). */
  support: TSupportContacts;
  authSecret: string | undefined;
  trustedOrigins: string[];
  /** The built web app's folder; apps/web/dist unless set. */
  webDist: string | undefined;
  /** Set with S3_BUCKET: uploaded images go to that bucket instead of `<DATA_DIR>/uploads` (docs/product.md#images). */
  s3: S3ImageStoreOptions | undefined;
  /** Paystack or the test gateway, and how long holds last (docs/decisions/0022-payments-and-holds.md). */
  payments: PaymentConfig;
  /** Set when both Clerk keys are: accounts then live at Clerk instead of better-auth (docs/product.md#accounts). */
  clerk: { publishableKey: string; secretKey: string; jwtKey?: string } | undefined;
};

/** The environment variables Waka reads (tests name them to build a configuration). */
export type ConfigVariable = keyof z.input<typeof ZConfig>;

export class ConfigError extends Error {}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZConfig.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(
      `Waka cannot start; the configuration has problems:\n${problems.join('\n')}`,
    );
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE ?? defaultPoolSize(values),
    redis: redisConfig(values),
    publicUrl,
    smtpUrl: values.SMTP_URL,
    logLevel: values.LOG_LEVEL,
    seedDemo: values.SEED_DEMO,
    authAttemptsPerMinute: values.AUTH_ATTEMPTS_PER_MINUTE,
    writesPerMinute: values.WRITES_PER_MINUTE,
    ...catalogueConfig(values),
    holdLimits: {
      maxStayNights: values.MAX_STAY_NIGHTS,
      maxUnitsPerRoomType: values.MAX_UNITS_PER_ROOM_TYPE,
      maxRoomsPerBooking: values.MAX_ROOMS_PER_BOOKING,
      maxMonthsAhead: values.MAX_MONTHS_AHEAD,
      maxHireDays: values.MAX_HIRE_DAYS,
    },
    trustProxy: values.TRUST_PROXY,
    mailFrom: values.MAIL_FROM,
    support: {
      phone: values.SUPPORT_PHONE,
      whatsapp: values.SUPPORT_WHATSAPP,
      email: mailAddressOf(values.MAIL_FROM),
    },
    authSecret: values.BETTER_AUTH_SECRET,
    // Without PUBLIC_URL, the local machine is reached by either name; both may sign in.
    trustedOrigins: values.PUBLIC_URL
      ? values.TRUSTED_ORIGINS
      : [...values.TRUSTED_ORIGINS, `http://127.0.0.1:${values.PORT}`],
    webDist: values.WEB_DIST ? path.resolve(values.WEB_DIST) : undefined,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          region: values.S3_REGION,
          endpoint: values.S3_ENDPOINT,
          publicUrl: values.S3_PUBLIC_URL,
          // Services other than AWS mostly address buckets by path.
          forcePathStyle: values.S3_FORCE_PATH_STYLE
            ? values.S3_FORCE_PATH_STYLE === 'true'
            : values.S3_ENDPOINT !== undefined,
          prefix: values.S3_PREFIX,
          // Credentials come from the AWS SDK's own chain: AWS_ACCESS_KEY_ID and
          // AWS_SECRET_ACCESS_KEY, a profile, or the machine's role.
        }
      : undefined,
    payments: paymentConfig(values, publicUrl, values.PORT),
    clerk:
      values.CLERK_PUBLISHABLE_KEY && values.CLERK_SECRET_KEY
        ? {
            publishableKey: values.CLERK_PUBLISHABLE_KEY,
            secretKey: values.CLERK_SECRET_KEY,
            jwtKey: values.CLERK_JWT_KEY,
          }
        : undefined,
  };
}
