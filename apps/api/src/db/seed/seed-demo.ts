import { hashPassword } from 'better-auth/crypto';
import { count } from 'drizzle-orm';
import { nairaToKobo } from '@waka/shared/money';
import type { Database } from '../database';
import { hotels } from '../schema/hotels';
import { states } from '../schema/places';
import { seedDemoBookings } from './demo-bookings';
import { DEMO_CARS } from './demo-cars';
import { DEMO_HOTELS } from './demo-hotels';
import { ROOM_TYPES } from './demo-room-types';
import { createCar, createHotel, createPasswordSignIn, createRoom, createUser } from './factories';

const image = (kind: 'hotels' | 'rooms' | 'cars', n: number) =>
  `/media/demo/${kind}/${kind.slice(0, -1)}-${String(n).padStart(2, '0')}.webp`;

export const DEMO_OWNER_EMAIL = 'owner@waka.ng';
/**
 * The demo owner's password, written in the README so a newcomer can open the
 * owner area full of the demo's hotels, cars and bookings. Only ever set with
 * the demo data (SEED_DEMO), which a real deployment turns off.
 */
export const DEMO_OWNER_PASSWORD = 'waka-demo-2026';

/** Fills an empty marketplace with the demo catalogue (docs/product.md#demo-data). Does nothing otherwise. */
export async function seedDemo(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(hotels);
  if ((existing?.n ?? 0) > 0) return false;

  // One transaction stamps every row with the same now(); spread the creation
  // times so "the first 12 hotels" follow the catalogue's order.
  const startedAt = Date.now() - DEMO_HOTELS.length * 60_000;
  const stateIds = new Map((await db.select().from(states)).map((s) => [s.name, s.id]));
  // Hashed as better-auth hashes at sign-up, so its sign-in checks it like any other.
  const passwordHash = await hashPassword(DEMO_OWNER_PASSWORD);
  await db.transaction(async (tx) => {
    const owner = await createUser(tx, {
      name: 'Waka Demo Owner',
      email: DEMO_OWNER_EMAIL,
      role: 'hotelOwner',
      emailVerified: true,
    });
    await createPasswordSignIn(tx, owner.id, passwordHash);
    for (const [index, demo] of DEMO_HOTELS.entries()) {
      const roomTypes = demo.rooms.map((i) => ROOM_TYPES[i]!);
      const nightly = roomTypes.map((r) => nairaToKobo(r.priceNaira));
      const hotel = await createHotel(tx, owner.id, {
        hotelName: demo.name,
        hotelAddress: demo.address,
        hotelDescription: demo.description,
        hotelContactNo: `0803${String(1_000_000 + index * 7_919).slice(-7)}`,
        hotelRating: demo.rating,
        propertyType: demo.propertyType,
        hotelAmenities: demo.amenities,
        hotelImage: image('hotels', (index % 12) + 1),
        country: 'Nigeria',
        state: demo.state,
        stateId: stateIds.get(demo.state) ?? null,
        localGov: demo.localGov,
        city: demo.city,
        minimumPriceKobo: Math.min(...nightly),
        createdAt: new Date(startedAt + index * 60_000),
      });
      for (const [r, room] of roomTypes.entries()) {
        const first = ((index * 3 + r) % 16) + 1;
        await createRoom(tx, hotel.id, {
          roomType: room.roomType,
          roomPriceKobo: nairaToKobo(room.priceNaira),
          roomDiscount: room.discount,
          roomQuantity: room.quantity,
          roomDescription: room.description,
          roomImages: [image('rooms', first), image('rooms', (first % 16) + 1)],
          amenities: room.amenities,
        });
      }
    }
    for (const [index, car] of DEMO_CARS.entries()) {
      await createCar(tx, owner.id, {
        make: car.make,
        model: car.model,
        year: car.year,
        // Older cars have driven further; no two demo cars read the same.
        mileage: (2026 - car.year) * 14_000 + ((index * 3_917) % 9_000) + 6_000,
        color: car.color,
        fuelType: car.fuelType,
        transmission: car.transmission,
        bodyType: car.bodyType,
        category: car.category,
        hourlyRateKobo: nairaToKobo(car.hourlyNaira),
        dailyRateKobo: nairaToKobo(car.hourlyNaira * 12),
        weeklyRateKobo: nairaToKobo(car.hourlyNaira * 70),
        escortAvailable: car.escortNaira !== null,
        escortPriceKobo: car.escortNaira === null ? null : nairaToKobo(car.escortNaira),
        licensePlate: `ABJ-${String(101 + index * 37)}-${String.fromCharCode(65 + index)}${String.fromCharCode(75 + (index % 10))}`,
        carImage: image('cars', car.image),
        state: 'Federal Capital Territory',
        stateId: stateIds.get('Federal Capital Territory') ?? null,
        localGov: car.localGov,
        city: 'Abuja',
        pickupAddress: `${car.pickupAddress}, Abuja`,
      });
    }
    await seedDemoBookings(tx, owner.id);
  });
  return true;
}
