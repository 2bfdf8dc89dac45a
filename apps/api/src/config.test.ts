import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { TEST_GATEWAY_SECRET } from './config-payments';
import { parseClerkPublishableKey } from './lib/auth/clerk-keys';

describe('configuration', () => {
  it('runs on the embedded database on port 3000 by default', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      uploadsDir: path.resolve('./data/uploads'),
      databaseUrl: undefined,
      databasePoolSize: 2 * os.availableParallelism() + 2,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      logLevel: 'info',
      seedDemo: true,
      authAttemptsPerMinute: 10,
      writesPerMinute: 30,
      catalogueCacheBytes: 32 * 1024 * 1024,
      hotelSearchIndex: true,
      holdLimits: {
        maxStayNights: 30,
        maxUnitsPerRoomType: 10,
        maxRoomsPerBooking: 20,
        maxMonthsAhead: 18,
        maxHireDays: 30,
      },
      trustProxy: false,
      mailFrom: 'Waka <bookings@waka.ng>',
      support: { phone: '+2348000009252', whatsapp: '+2348000009253', email: 'bookings@waka.ng' },
      authSecret: undefined,
      trustedOrigins: ['http://127.0.0.1:3000'],
      webDist: undefined,
      s3: undefined,
      payments: {
        online: true,
        secretKey: TEST_GATEWAY_SECRET,
        publicKey: undefined,
        apiUrl: 'http://127.0.0.1:3000/test-paystack',
        testGateway: true,
        testGatewayAnyCaller: false,
        testMode: true,
        holdMinutes: 30,
        sweepEverySeconds: 30,
      },
      clerk: undefined,
    });
  });

  it('keeps uploaded images in <DATA_DIR>/uploads', () => {
    const dataDir = path.join(os.tmpdir(), 'waka-config');
    expect(loadConfig({ DATA_DIR: dataDir }).uploadsDir).toBe(path.join(dataDir, 'uploads'));
  });

  it('sizes the catalogue cache from CATALOGUE_CACHE_MB (32 MB unless set, 0 is off), and refuses a bad size', () => {
    expect(loadConfig({}).catalogueCacheBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ CATALOGUE_CACHE_MB: '0' }).catalogueCacheBytes).toBe(0);
    for (const bad of ['-1', '1.5', 'lots', '4097']) {
      expect(() => loadConfig({ CATALOGUE_CACHE_MB: bad }), bad).toThrow(
        /CATALOGUE_CACHE_MB must be/,
      );
    }
  });

  it('answers the hotel search from the index unless HOTEL_SEARCH_INDEX is off, and refuses another value', () => {
    expect(loadConfig({ HOTEL_SEARCH_INDEX: 'on' }).hotelSearchIndex).toBe(true);
    expect(loadConfig({ HOTEL_SEARCH_INDEX: 'off' }).hotelSearchIndex).toBe(false);
    expect(() => loadConfig({ HOTEL_SEARCH_INDEX: 'yes' })).toThrow(
      /HOTEL_SEARCH_INDEX must be on or off/,
    );
  });

  it('reads the booking bounds from MAX_STAY_NIGHTS and friends, and refuses one out of range', () => {
    expect(
      loadConfig({
        MAX_STAY_NIGHTS: '14',
        MAX_UNITS_PER_ROOM_TYPE: '4',
        MAX_ROOMS_PER_BOOKING: '8',
        MAX_MONTHS_AHEAD: '12',
        MAX_HIRE_DAYS: '7',
      }).holdLimits,
    ).toEqual({
      maxStayNights: 14,
      maxUnitsPerRoomType: 4,
      maxRoomsPerBooking: 8,
      maxMonthsAhead: 12,
      maxHireDays: 7,
    });
    for (const [name, bad] of [
      ['MAX_STAY_NIGHTS', '0'],
      ['MAX_STAY_NIGHTS', '366'],
      ['MAX_UNITS_PER_ROOM_TYPE', '2.5'],
      ['MAX_ROOMS_PER_BOOKING', 'many'],
      ['MAX_MONTHS_AHEAD', '61'],
      ['MAX_HIRE_DAYS', '91'],
    ] as const) {
      expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(
        new RegExp(`${name}: ${name} must be a whole number from 1 to`),
      );
    }
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE, and refuses one that is not a whole number from 1', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    for (const bad of ['0', '2.5', 'many', '501']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad }), bad).toThrow(
        /DATABASE_POOL_SIZE must be/,
      );
    }
  });

  it('keeps images in an S3-compatible bucket when S3_BUCKET is set (docs/product.md#images)', () => {
    expect(loadConfig({ S3_BUCKET: 'waka-images' }).s3).toEqual({
      bucket: 'waka-images',
      region: 'us-east-1',
      endpoint: undefined,
      publicUrl: undefined,
      forcePathStyle: false,
      prefix: 'uploads/',
    });
    // Another service than AWS: addressed by path unless told otherwise.
    expect(
      loadConfig({
        S3_BUCKET: 'waka-images',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
        S3_PUBLIC_URL: 'https://images.waka.ng',
        S3_PREFIX: 'waka/',
      }).s3,
    ).toEqual({
      bucket: 'waka-images',
      region: 'auto',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      publicUrl: 'https://images.waka.ng',
      forcePathStyle: true,
      prefix: 'waka/',
    });
    expect(
      loadConfig({
        S3_BUCKET: 'waka-images',
        S3_ENDPOINT: 'https://s3.example.ng',
        S3_FORCE_PATH_STYLE: 'false',
      }).s3?.forcePathStyle,
    ).toBe(false);
    expect(() => loadConfig({ S3_BUCKET: 'waka-images', S3_ENDPOINT: 'not a url' })).toThrow(
      /S3_ENDPOINT must be a URL/,
    );
  });

  it('reads every variable, treating empty ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/waka',
      DATABASE_URL: 'postgres://waka@db:5432/waka',
      PUBLIC_URL: 'https://waka.ng',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      AUTH_ATTEMPTS_PER_MINUTE: '500',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/waka',
      databaseUrl: 'postgres://waka@db:5432/waka',
      publicUrl: 'https://waka.ng',
      smtpUrl: undefined,
      logLevel: 'warn',
      seedDemo: false,
      authAttemptsPerMinute: 500,
    });
  });

  it('reads the support line from SUPPORT_PHONE and SUPPORT_WHATSAPP, and its address from MAIL_FROM', () => {
    expect(
      loadConfig({
        SUPPORT_PHONE: '+234 1 270 0000',
        SUPPORT_WHATSAPP: '+234-803-123-4567',
        MAIL_FROM: 'help@waka.ng',
      }).support,
    ).toEqual({ phone: '+23412700000', whatsapp: '+2348031234567', email: 'help@waka.ng' });
  });

  it('stops start-up on a support number that is not Nigerian and international, naming it', () => {
    for (const [variable, bad] of [
      ['SUPPORT_PHONE', '08031234567'],
      ['SUPPORT_WHATSAPP', '+44 20 7946 0000'],
      ['SUPPORT_PHONE', 'call us'],
    ] as const) {
      expect(() => loadConfig({ [variable]: bad }), bad).toThrow(
        `${variable}: ${variable} must be a Nigerian number in international form, such as +234 803 123 4567`,
      );
    }
  });

  it('stops with a list naming every bad variable', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        SMTP_URL: 'http://mail',
        AUTH_ATTEMPTS_PER_MINUTE: '0',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of [
        'PORT',
        'DATABASE_URL must be a postgres:// URL',
        'LOG_LEVEL',
        'SMTP_URL must be an smtp:// URL',
        'AUTH_ATTEMPTS_PER_MINUTE must be at least 1',
      ]) {
        expect(message).toContain(name);
      }
    }
  });

  describe('Clerk keys (docs/product.md#accounts)', () => {
    // base64("clerk.waka.example$")
    const goodKey = `pk_test_${Buffer.from('clerk.waka.example$').toString('base64')}`;
    const secret = 'sk_test_abcdefghijklmnop1234';
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };

    it('turns Clerk mode on with a pk_test_ or pk_live_ key and a secret', () => {
      expect(
        loadConfig({ CLERK_PUBLISHABLE_KEY: goodKey, CLERK_SECRET_KEY: secret }).clerk,
      ).toEqual({
        publishableKey: goodKey,
        secretKey: secret,
        jwtKey: undefined,
      });
      const live = goodKey.replace('pk_test_', 'pk_live_');
      expect(
        loadConfig({
          CLERK_PUBLISHABLE_KEY: live,
          CLERK_SECRET_KEY: secret.replace('sk_test_', 'sk_live_'),
        }).clerk?.publishableKey,
      ).toBe(live);
    });

    it('stops start-up when the publishable key is missing', () => {
      expect(problems({ CLERK_SECRET_KEY: secret })).toContain(
        'CLERK_PUBLISHABLE_KEY: Missing publishableKey.',
      );
    });

    it('stops start-up when the publishable key is malformed', () => {
      for (const bad of [
        'pk_prod_Y2xlcmsuZXhhbXBsZS5jb20k',
        'sk_test_Y2xlcmsuZXhhbXBsZS5jb20k',
        'pk_test_',
        'pk_test_bm90LWEtaG9zdA==',
        'pk_test_Y2xlcmsuZXhhbXBsZS5jb20',
      ]) {
        expect(problems({ CLERK_PUBLISHABLE_KEY: bad, CLERK_SECRET_KEY: secret }), bad).toContain(
          `CLERK_PUBLISHABLE_KEY: The publishableKey passed to Clerk is invalid.`,
        );
      }
    });

    it('stops start-up when the secret key is missing or malformed', () => {
      expect(problems({ CLERK_PUBLISHABLE_KEY: goodKey })).toContain(
        'CLERK_SECRET_KEY: Missing secretKey.',
      );
      expect(problems({ CLERK_PUBLISHABLE_KEY: goodKey, CLERK_SECRET_KEY: 'secret' })).toContain(
        'CLERK_SECRET_KEY: The secretKey passed to Clerk is invalid',
      );
    });

    it('parses the instance a key names', () => {
      expect(parseClerkPublishableKey(goodKey)).toEqual({
        instanceType: 'development',
        frontendApi: 'clerk.waka.example',
      });
      expect(parseClerkPublishableKey('pk_test_')).toBeNull();
    });
  });
});
