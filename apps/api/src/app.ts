import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { setHoldLimits, type HoldLimits } from '@waka/shared/hold-limits';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database, Engine } from './db/database';
import { healthRoutes } from './features/health/health-routes';
import { authRoutes } from './features/accounts/auth-routes';
import { createAuth } from './features/accounts/create-auth';
import { identifyByBetterAuth, identifyByClerk } from './features/accounts/identify';
import { accountRoutes } from './features/accounts/account-routes';
import { warnAccountHolder } from './features/accounts/warn-account-holder';
import { bookingRoutes } from './features/bookings/booking-routes';
import { carBookingRoutes } from './features/car-bookings/car-booking-routes';
import { carRoutes } from './features/cars/car-routes';
import { ownerCarRoutes } from './features/cars/owner-car-routes';
import { hotelRoutes } from './features/hotels/hotel-routes';
import { ownerHotelRoutes } from './features/hotels/owner-hotel-routes';
import { newsletterRoutes } from './features/newsletter/newsletter-routes';
import { placeRoutes } from './features/places/place-routes';
import { roomRoutes } from './features/rooms/room-routes';
import { ownerRoomRoutes } from './features/rooms/owner-room-routes';
import { createDiskImageStore } from './features/uploads/disk-image-store';
import type { ImageStore } from './features/uploads/image-store';
import { DEMO_MEDIA, photoResizer } from './features/uploads/resize-photo';
import { resizedPhotoRoutes } from './features/uploads/resized-photo-routes';
import { serveUploads } from './features/uploads/serve-uploads';
import { uploadRoutes } from './features/uploads/upload-routes';
import { withResizedCopies } from './features/uploads/with-resized-copies';
import { installAccessControl } from './lib/auth/access-control';
import { installCatalogueCache } from './lib/catalogue-cache/catalogue-cache';
import { installErrorHandler } from './lib/error-handler';
import { installJsonDepthLimit } from './lib/validation/json-depth';
import { validatorWithoutNul } from './lib/validation/text-without-nul';
import { installOriginCheck } from './lib/security/origin-check';
import { installRateLimits } from './lib/security/rate-limits';
import { installSecurityHeaders } from './lib/security/security-headers';
import type { MailDrainer } from './lib/mail/mail-drainer';
import './lib/fastify-decorations';
import { serveWebApp } from './web/serve-web-app';

export type AppOptions = {
  db: Database;
  /** Where the catalogue's version is read (OpenDatabase.versionDb); `db` unless given. */
  versionDb?: Database;
  engine: Engine;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app and demo images (the server does; most tests don't need to). */
  serveWeb?: boolean;
  /** Where the built web app is (apps/web/dist unless a test says otherwise). */
  webDist?: string;
  mailer: MailDrainer;
  publicUrl: string;
  /** Signs session cookies; at least 32 characters. */
  authSecret: string;
  /** Origins allowed to call state-changing auth routes (the web's own and configured ones). */
  trustedOrigins?: string[];
  /** Sign-in and sign-up attempts per address per minute. */
  signInPerMinute?: number;
  /** Clerk mode (docs/product.md#accounts): accounts live at Clerk and the API verifies its session tokens. */
  clerk?: { publishableKey: string; secretKey: string; jwtKey?: string };
  /** Where uploaded images are kept (docs/product.md#images): `<DATA_DIR>/uploads` from the server; tests use a temp folder. */
  uploadsDir?: string;
  /** Calls a minute from one address to each limited route (bookings, newsletter, uploads); 30 unless set. */
  writesPerMinute?: number;
  /** Believe X-Forwarded-For for the caller's address: only behind a proxy that sets it. */
  trustProxy?: boolean;
  /** Memory for kept catalogue answers (lib/catalogue-cache), in bytes; 0 turns the cache off. 32 MB unless set. */
  catalogueCacheBytes?: number;
  /** Other origins the pages may show images from (an S3 bucket or CDN). */
  imageOrigins?: string[];
  /** Another store for uploaded images (an S3-compatible bucket); the disk store in `uploadsDir` otherwise. */
  imageStore?: ImageStore;
  /** How much one booking may hold and how far ahead; the defaults where unset. Set for the whole process (hold-limits). */
  holdLimits?: Partial<HoldLimits>;
};

/** Builds the Fastify instance: plugins and feature routes. Tests use it with inject(). */
export async function buildApp(options: AppOptions) {
  const { db, engine, logger = false, serveWeb = true, webDist } = options;
  // The shared schemas read these as they check a request (docs/decisions/0017-holds-and-dates-are-bounded.md).
  setHoldLimits(options.holdLimits);
  // The default mirrors DATA_DIR's default (./data).
  const uploadsDir = options.uploadsDir ?? path.resolve('data', 'uploads');
  // One resizer for the route and the uploads, so an asking while an upload's copy is made shares it.
  const resizedPhotos = photoResizer({ demo: DEMO_MEDIA, uploads: uploadsDir });
  const app = Fastify({
    logger,
    // A stack trace for a 2 MB JSON body is not useful; bounded bodies are (docs/product.md#security).
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();

  installJsonDepthLimit(app);
  app.setValidatorCompiler(validatorWithoutNul);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('engine', engine);
  app.decorate('publicUrl', options.publicUrl);
  app.decorate('mailer', options.mailer);
  const auth = createAuth({
    db,
    publicUrl: options.publicUrl,
    secret: options.authSecret,
    trustedOrigins: [options.publicUrl, ...(options.trustedOrigins ?? [])],
    signInPerMinute: options.signInPerMinute,
    onSignUpWithExistingEmail: (holder) =>
      warnAccountHolder(db, options.mailer, options.publicUrl, holder),
  });
  app.decorate('auth', auth);
  const { clerk } = options;
  const origins = [options.publicUrl, ...(options.trustedOrigins ?? [])];
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
    versionDb: options.versionDb ?? db,
    maxBytes: options.catalogueCacheBytes ?? 32 * 1024 * 1024,
    compressFromBytes,
  });
  await installSecurityHeaders(app, {
    publicUrl: options.publicUrl,
    imageOrigins: options.imageOrigins,
  });
  installOriginCheck(app, origins);
  installAccessControl(app);
  await installRateLimits(app, options.writesPerMinute ?? 30);

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
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(
    async (v1) => {
      await v1.register(hotelRoutes);
      await v1.register(placeRoutes);
      await v1.register(newsletterRoutes);
      await v1.register(roomRoutes);
      await v1.register(ownerHotelRoutes);
      await v1.register(ownerRoomRoutes);
      await v1.register(
        uploadRoutes(
          options.imageStore ??
            withResizedCopies(
              createDiskImageStore({ dir: uploadsDir, publicUrl: options.publicUrl }),
              resizedPhotos,
            ),
        ),
      );
      await v1.register(bookingRoutes);
      await v1.register(carRoutes);
      await v1.register(ownerCarRoutes);
      await v1.register(carBookingRoutes);
      await v1.register(accountRoutes);
      await v1.register(authRoutes(auth));
    },
    { prefix: '/api/v1' },
  );

  // Served with or without the web app: the API's own answers point at them.
  await serveUploads(app, uploadsDir);
  await app.register(resizedPhotoRoutes(resizedPhotos));
  if (serveWeb) await serveWebApp(app, webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
