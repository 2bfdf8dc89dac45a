import { randomUUID } from 'node:crypto';
import type { Database } from '../database';
import { cars, type BODY_TYPES, type CAR_CATEGORIES } from '../schema/cars';
import { accounts, users } from '../schema/auth';
import { hotels, rooms } from '../schema/hotels';

/*
 * Factories with overrides: the demo seed, the integration tests and the
 * end-to-end tests all build their data here, so a rule added to a table is
 * met everywhere at once.
 */

type NewUser = typeof users.$inferInsert;
type NewHotel = typeof hotels.$inferInsert;
type NewRoom = typeof rooms.$inferInsert;
type NewCar = typeof cars.$inferInsert;

let sequence = 0;
const next = () => ++sequence;

export function buildUser(overrides: Partial<NewUser> = {}): NewUser {
  const n = next();
  return {
    id: randomUUID(),
    name: `Test Owner ${n}`,
    email: `owner${n}-${randomUUID().slice(0, 8)}@example.ng`,
    role: 'hotelOwner',
    ...overrides,
  };
}

export function buildHotel(ownerId: string, overrides: Partial<NewHotel> = {}): NewHotel {
  const n = next();
  return {
    ownerId,
    hotelName: `Test Hotel ${n}`,
    hotelContactNo: '08012345678',
    hotelDescription: 'A comfortable test hotel close to everything.',
    hotelAddress: `${n} Test Street, Ikeja`,
    minimumPriceKobo: 2_500_000,
    propertyType: 'hotel',
    hotelImage: '/media/demo/hotels/hotel-01.webp',
    country: 'Nigeria',
    state: 'Lagos',
    stateId: null,
    localGov: 'Ikeja',
    city: 'Ikeja',
    hotelRating: 4,
    hotelAmenities: ['Free Wifi', 'Parking'],
    ...overrides,
  };
}

export function buildRoom(hotelId: string, overrides: Partial<NewRoom> = {}): NewRoom {
  return {
    hotelId,
    roomType: `Room type ${next()}`,
    roomPriceKobo: 2_500_000,
    roomDiscount: 0,
    roomQuantity: 3,
    roomDescription: 'A quiet room with a comfortable bed.',
    roomStatus: true,
    roomImages: ['/media/demo/rooms/room-01.webp'],
    amenities: ['Free Wifi', 'Air Conditioning'],
    ...overrides,
  };
}

export function buildCar(ownerId: string, overrides: Partial<NewCar> = {}): NewCar {
  const n = next();
  return {
    ownerId,
    make: 'Toyota',
    model: 'Corolla',
    year: 2021,
    licensePlate: `ABJ-${String(n).padStart(3, '0')}-${randomUUID().slice(0, 4).toUpperCase()}`,
    color: 'Silver',
    mileage: 42_000,
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    bodyType: 'Sedan' satisfies (typeof BODY_TYPES)[number],
    category: 'Economy' satisfies (typeof CAR_CATEGORIES)[number],
    dailyRateKobo: 6_000_000,
    hourlyRateKobo: 500_000,
    weeklyRateKobo: 36_000_000,
    carImage: '/media/demo/cars/car-01.webp',
    escortAvailable: false,
    escortPriceKobo: null,
    state: 'Federal Capital Territory',
    stateId: null,
    localGov: 'Abuja Municipal Area Council',
    city: 'Abuja',
    pickupAddress: 'Nnamdi Azikiwe International Airport, Abuja',
    ...overrides,
  };
}

export async function createUser(db: Database, overrides: Partial<NewUser> = {}) {
  const [user] = await db.insert(users).values(buildUser(overrides)).returning();
  return user!;
}

/**
 * An email-and-password sign-in for `userId`, as better-auth's sign-up makes
 * it: a credential account whose id is the user's, holding the hash
 * better-auth's own hasher made (`hashPassword` from better-auth/crypto).
 */
export async function createPasswordSignIn(db: Database, userId: string, passwordHash: string) {
  await db.insert(accounts).values({
    id: randomUUID(),
    userId,
    accountId: userId,
    providerId: 'credential',
    password: passwordHash,
  });
}

export async function createHotel(
  db: Database,
  ownerId: string,
  overrides: Partial<NewHotel> = {},
) {
  const [hotel] = await db.insert(hotels).values(buildHotel(ownerId, overrides)).returning();
  return hotel!;
}

export async function createRoom(db: Database, hotelId: string, overrides: Partial<NewRoom> = {}) {
  const [room] = await db.insert(rooms).values(buildRoom(hotelId, overrides)).returning();
  return room!;
}

export async function createCar(db: Database, ownerId: string, overrides: Partial<NewCar> = {}) {
  const [car] = await db.insert(cars).values(buildCar(ownerId, overrides)).returning();
  return car!;
}
