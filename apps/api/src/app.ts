import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { setHoldLimits } from '@waka/shared/hold-limits';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { OpenDatabase } from './db/open-database';
import { healthRoutes } from './features/health/health-routes';
import { authRoutes } from './features/accounts/auth-routes';
import { createAuth } from './features/accounts/create-auth';
import { identifyByBetterAuth, identifyByClerk } from './features/accounts/identify';
import { accountLinks } from './features/accounts/account-links';
import { accountRoutes } from './features/accounts/account-routes';
import { adminRoutes } from './features/admin/admin-routes';
import { myAccountRoutes } from './features/my-account/my-account-routes';
import { warnAccountHolder } from './features/accounts/warn-account-holder';
import { bookingRoutes } from './features/bookings/booking-routes';
import { carBookingRoutes } from './features/car-bookings/car-booking-routes';
import { carRoutes } from './features/cars/car-routes';
import { bookingChangeRoutes } from './features/booking-changes/change-routes';
import { cancellationRoutes } from './features/cancellations/cancellation-routes';
import { holdRoutes } from './features/holds/hold-routes';
import { ownerCarRoutes } from './features/cars/owner-car-routes';
import { destinationRoutes } from './features/destinations/destination-routes';
import { hotelRoutes } from './features/hotels/hotel-routes';
import { ownerHotelRoutes } from './features/hotels/owner-hotel-routes';
import { newsletterRoutes } from './features/newsletter/newsletter-routes';
import { paymentRoutes } from './features/payments/payment-routes';
import { paystackWebhookRoutes } from './features/payments/paystack-webhook-routes';
import { placeRoutes } from './features/places/place-routes';
import { roomRoutes } from './features/rooms/room-routes';
import { ownerRoomRoutes } from './features/rooms/owner-room-routes';
import { supportRoutes } from './features/support/support-routes';
import { mountTestGateway } from './features/test-gateway/test-gateway';
import { configuredImageStore } from './features/uploads/configured-image-store';
import type { ImageStore } from './features/uploads/image-store';
import { DEMO_MEDIA, photoResizer } from './features/uploads/resize-photo';
import { resizedPhotoRoutes } from './features/uploads/resized-photo-routes';
import { serveUploads } from './features/uploads/serve-uploads';
import { uploadRoutes } from './features/uploads/upload-routes';
import { installAccessControl } from './lib/auth/access-control';
import { loadOrCreateSecret } from './lib/auth/local-secret';
import { installCatalogueCache } from './lib/catalogue-cache/catalogue-cache';
import { installErrorHandler } from './lib/error-handler';
import { requestLogOptions } from './lib/log-privacy';
import { installJsonDepthLimit } from './lib/validation/json-depth';
import { markOptionalBodies } from './lib/validation/optional-bodies';
import { validatorWithoutNul } from './lib/validation/text-without-nul';
import { installOriginCheck } from './lib/security/origin-check';
import { authRateLimitStorage, sharedHitCounter } from './lib/security/hit-counter';
import { installRateLimits } from './lib/security/rate-limits';
import { installSecurityHeaders } from './lib/security/security-headers';
import type { MailDrainer } from './lib/mail/mail-drainer';
import { paymentDepsOf } from './lib/payments/payment-deps';
import { RefundRequester } from './lib/payments/refund-requester';
import { settlePendingPayments } from './lib/payments/settle-pending-payments';
import { createPaystackClient } from './lib/paystack/paystack-client';
import { HoldSweeper, type ReconcileHook } from './lib/holds/hold-sweeper';
import './lib/fastify-decorations';
import { hotelIndex } from './features/hotels/hotel-index/hotel-index';
import { serveWebApp } from './web/serve-web-app';

/** What the app is handed besides its configuration: what start-up opened or made. */
export type AppRuntime = {
  /** The opened database; `versionDb` is where the catalogue's version is read. */
  database: Pick<OpenDatabase, 'db' | 'versionDb' | 'engine'>;
  mailer: MailDrainer;
  /** Write the request log at LOG_LEVEL (the server does; tests stay quiet). */
  log?: boolean;
  /** Serve the built web app (the server does; most tests don't need to). */
  serveWeb?: boolean;
  /** Another store for uploaded images than the configured one (tests use a local bucket). */
  imageStore?: ImageStore;
  /** Settles a hold's pending online attempt before the sweeper expires it. */
  reconcileHolds?: ReconcileHook;
  /** The clock the cancellation policy reads (the machine's unless a test sets one). */
  now?: () => Date;
};

/**
 * Builds the Fastify instance: plugins and feature routes, every setting read
 * from the configuration (config.ts holds the defaults). Tests use it with inject().
 */
export async function buildApp(config: Config, runtime: AppRuntime) {
  const { db, versionDb, engine } = runtime.database;
  const { publicUrl } = config;
  // The shared schemas read these as they check a request (docs/decisions/0017-holds-and-dates-are-bounded.md).
  setHoldLimits(config.holdLimits);
  // Without BETTER_AUTH_SECRET, one is made on first start and kept in DATA_DIR.
  const authSecret = config.authSecret ?? (await loadOrCreateSecret(config.dataDir));
  // One resizer for the route and the uploads, so an asking while an upload's copy is made shares it.
  const resizedPhotos = photoResizer({ demo: DEMO_MEDIA, uploads: config.uploadsDir });
  const images = runtime.imageStore
    ? { store: runtime.imageStore, origins: [] }
    : await configuredImageStore(config, resizedPhotos);
  const app = Fastify({
    logger: runtime.log ? requestLogOptions(config.logLevel) : false,
    // A stack trace for a 2 MB JSON body is not useful; bounded bodies are (docs/product.md#security).
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  installJsonDepthLimit(app);
  app.setValidatorCompiler(validatorWithoutNul);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('hotelIndex', config.hotelSearchIndex ? hotelIndex(db, versionDb) : undefined);
  app.decorate('engine', engine);
  app.decorate('publicUrl', publicUrl);
  app.decorate('mailer', runtime.mailer);
  app.decorate('support', config.support);
  app.decorate('payments', config.payments);
  app.decorate('now', runtime.now ?? (() => new Date()));
  const paystack = createPaystackClient({
    apiUrl: config.payments.apiUrl,
    secretKey: config.payments.secretKey,
    log: app.log,
  });
  app.decorate('paystack', paystack);
  const refundRequester = new RefundRequester({ db, paystack, publicUrl, log: app.log });
  app.decorate('refundRequester', refundRequester);
  app.addHook('onClose', () => refundRequester.stop());
  // Built with the app, started by the server once it listens (server.ts); tests sweep by hand.
  app.decorate(
    'holdSweeper',
    new HoldSweeper({
      db,
      publicUrl,
      everySeconds: config.payments.sweepEverySeconds,
      mailer: runtime.mailer,
      // A payment whose webhook was lost is settled before its hold could expire.
      reconcile:
        runtime.reconcileHolds ??
        (async (kind, bookingId) => {
          await settlePendingPayments(paymentDepsOf(app), kind, bookingId);
        }),
    }),
  );
  // The web's own origin and the configured ones may call state-changing routes.
  const origins = [publicUrl, ...config.trustedOrigins];
  // Rate limits count where every server process sees them (docs/decisions/0029).
  const hitCounter = await sharedHitCounter({ redis: config.redis, engine, db });
  if (hitCounter) app.addHook('onClose', () => hitCounter.close());
  const auth = createAuth({
    db,
    publicUrl,
    secret: authSecret,
    trustedOrigins: origins,
    signInPerMinute: config.authAttemptsPerMinute,
    ...(hitCounter ? { rateLimitStorage: authRateLimitStorage(hitCounter, () => app.log) } : {}),
    onSignUpWithExistingEmail: (holder) => warnAccountHolder(db, runtime.mailer, publicUrl, holder),
    // Under Clerk, Clerk's own flows reset passwords and verify addresses.
    ...(config.clerk ? {} : accountLinks({ db, mailer: runtime.mailer, publicUrl })),
  });
  app.decorate('auth', auth);
  const { clerk } = config;
  app.decorate(
    'identify',
    clerk
      ? identifyByClerk(db, {
          secretKey: clerk.secretKey,
          jwtKey: clerk.jwtKey,
          authorizedParties: origins,
        })
      : identifyByBetterAuth(auth),
  );
  app.decorate(
    'accountsProvider',
    clerk
      ? { provider: 'clerk' as const, publishableKey: clerk.publishableKey }
      : { provider: 'better-auth' as const },
  );
  installErrorHandler(app);
  // First of the onRequest hooks: a kept answer skips every one after it.
  const compressFromBytes = 1024;
  installCatalogueCache(app, {
    versionDb,
    maxBytes: config.catalogueCacheBytes,
    compressFromBytes,
  });
  await installSecurityHeaders(app, { publicUrl, imageOrigins: images.origins });
  installOriginCheck(app, origins);
  installAccessControl(app);
  await installRateLimits(app, config.writesPerMinute, hitCounter);

  await app.register(fastifyCompress, { threshold: compressFromBytes });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Waka API',
        description:
          'Hotels and car hire for Nigerian travellers. Money in naira; dates YYYY-MM-DD.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => markOptionalBodies(jsonSchemaTransformObject(input)),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(
    async (v1) => {
      await v1.register(hotelRoutes);
      await v1.register(placeRoutes);
      await v1.register(destinationRoutes);
      await v1.register(newsletterRoutes);
      await v1.register(roomRoutes);
      await v1.register(ownerHotelRoutes);
      await v1.register(ownerRoomRoutes);
      await v1.register(uploadRoutes(images.store));
      await v1.register(bookingRoutes);
      await v1.register(carRoutes);
      await v1.register(ownerCarRoutes);
      await v1.register(carBookingRoutes);
      await v1.register(paymentRoutes);
      await v1.register(paystackWebhookRoutes);
      await v1.register(holdRoutes);
      await v1.register(cancellationRoutes);
      await v1.register(bookingChangeRoutes);
      await v1.register(accountRoutes);
      await v1.register(myAccountRoutes);
      await v1.register(supportRoutes);
      await v1.register(adminRoutes);
      await v1.register(authRoutes(auth));
    },
    { prefix: '/api/v1' },
  );

  // Only where no money can be taken by mistake (config-payments.ts decides).
  if (config.payments.testGateway)
    await mountTestGateway(app, {
      publicUrl,
      port: config.port,
      anyCaller: config.payments.testGatewayAnyCaller,
    });

  // Served with or without the web app: the API's own answers point at them.
  await serveUploads(app, config.uploadsDir);
  await app.register(resizedPhotoRoutes(resizedPhotos));
  if (runtime.serveWeb) await serveWebApp(app, config.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
