import { eq } from 'drizzle-orm';
import { carBookings } from '../../src/db/schema/cars';
import { createCar } from '../../src/db/seed/factories';
import { type SignedIn } from '../support/accounts';
import { TEST_PUBLIC_URL } from '../support/test-app';
import { ctx, owner } from '../support/owners-app';

/* A car of the file's owner, its bookings as stored, and the owner's list of them. */

export const newCar = (overrides: Parameters<typeof createCar>[2] = {}) =>
  createCar(ctx.db, owner.userId, { hourlyRateKobo: 450_050, ...overrides });
export const bookingsOf = (carId: string) =>
  ctx.db.select().from(carBookings).where(eq(carBookings.carId, carId));
export const ownerList = (who: SignedIn, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/carbooking/owner${query}`,
    headers: { cookie: who.cookie, origin: TEST_PUBLIC_URL },
  });
