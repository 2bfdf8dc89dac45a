import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as attention from './schema/attention';
import * as auth from './schema/auth';
import * as auditLog from './schema/audit-log';
import * as bookings from './schema/bookings';
import * as cars from './schema/cars';
import * as catalogue from './schema/catalogue';
import * as destinations from './schema/destinations';
import * as hotels from './schema/hotels';
import * as idempotency from './schema/idempotency';
import * as mailOutbox from './schema/mail-outbox';
import * as newsletter from './schema/newsletter';
import * as payments from './schema/payments';
import * as places from './schema/places';
import * as rateLimits from './schema/rate-limits';

export const schema = {
  ...auth,
  ...places,
  ...destinations,
  ...hotels,
  ...bookings,
  ...cars,
  ...catalogue,
  ...newsletter,
  ...idempotency,
  ...mailOutbox,
  ...payments,
  ...rateLimits,
  ...attention,
  ...auditLog,
};

/**
 * The database as the rest of the code sees it: the same Drizzle API whether
 * PGlite (embedded) or node-postgres (a server) is underneath.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Engine = 'pglite' | 'postgres';
