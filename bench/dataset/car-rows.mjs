// Cars for hire in Abuja and their hourly bookings over the next 12 months:
// each car's windows follow one another, touching at most, never overlapping
// (decision 0006).
import { nairaToKobo } from '@waka/shared/money';
import { CAR_COLORS } from '@waka/shared/cars/car-options';
import { DEMO_CARS } from '../../apps/api/src/db/seed/demo-cars.ts';
import { FCT } from './nigeria.mjs';
import { guest } from './people.mjs';
import { referenceFor } from './references.mjs';

export const CAR_COLUMNS = [
  'id',
  'owner_id',
  'make',
  'model',
  'year',
  'license_plate',
  'color',
  'mileage',
  'fuel_type',
  'transmission',
  'body_type',
  'category',
  'daily_rate_kobo',
  'hourly_rate_kobo',
  'weekly_rate_kobo',
  'car_image',
  'escort_available',
  'escort_price_kobo',
  'state',
  'state_id',
  'local_gov',
  'city',
  'pickup_address',
  'deleted_at',
  'created_at',
  'updated_at',
];
export const CAR_BOOKING_COLUMNS = [
  'id',
  'reference',
  'car_id',
  'user_id',
  'pickup_at',
  'return_at',
  'hours',
  'full_name',
  'phone',
  'email',
  'special_requests',
  'total_price_kobo',
  'hourly_rate_kobo',
  'price_lines',
  'status',
  'created_at',
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HORIZON_HOURS = 365 * 24;
const HIRE_HOURS = [1, 2, 2, 3, 4, 4, 6, 8, 12, 24];
const PLATE_AREAS = ['ABJ', 'KUJ', 'BWR', 'GWA', 'KWL', 'ABC'];
const COLORS = CAR_COLORS.filter((color) => color !== 'Other');

/** A plate unique to the car's number: area, three digits, two letters. */
function plateFor(index) {
  const rest = Math.floor(index / PLATE_AREAS.length);
  const letters = Math.floor(rest / 1000);
  const pair = String.fromCharCode(65 + (((letters / 26) | 0) % 26), 65 + (letters % 26));
  return `${PLATE_AREAS[index % PLATE_AREAS.length]}-${String(rest % 1000).padStart(3, '0')}-${pair}`;
}

/** Writes one car and `bookingBudget` hires of it; answers how many hires it wrote. */
export function writeCar(random, context, index, bookingBudget) {
  const { writers, ids, startedAt, lagosMidnight, counters } = context;
  const template = random.pick(DEMO_CARS);
  const hourlyNaira = Math.round((template.hourlyNaira * (0.8 + random.float() * 0.5)) / 100) * 100;
  const localGov = random.pick(FCT.localGovernments);
  const created = new Date(startedAt - random.int(1, 2 * 365) * DAY);
  const retired = random.chance(0.01);
  const carId = random.uuid();
  const hourlyKobo = nairaToKobo(hourlyNaira);
  writers.car.add([
    carId,
    random.pick(ids.carOwners),
    template.make,
    template.model,
    Math.min(new Date(startedAt).getUTCFullYear(), template.year + random.int(-3, 2)),
    plateFor(index),
    random.pick(COLORS),
    random.int(5_000, 180_000),
    template.fuelType,
    template.transmission,
    template.bodyType,
    template.category,
    nairaToKobo(hourlyNaira * 12),
    hourlyKobo,
    nairaToKobo(hourlyNaira * 70),
    `/media/demo/cars/car-${String((index % 12) + 1).padStart(2, '0')}.webp`,
    template.escortNaira !== null,
    template.escortNaira === null ? null : nairaToKobo(template.escortNaira),
    FCT.state,
    FCT.stateId,
    localGov,
    'Abuja',
    template.pickupAddress,
    retired ? new Date(startedAt - random.int(1, 60) * DAY) : null,
    created,
    created,
  ]);
  // A retired car has no hire that has not ended (deleting one is refused while it has, decision 0006).
  if (retired || bookingBudget === 0) return 0;

  // Gaps sized so that `bookingBudget` hires of up to 24 hours fit in the year.
  const widestGap = Math.max(0, Math.floor(HORIZON_HOURS / bookingBudget) - 24);
  let hour = 0;
  for (let n = 0; n < bookingBudget; n++) {
    const hours = random.pick(HIRE_HOURS);
    const pickup = hour + random.int(0, widestGap);
    hour = pickup + hours;
    const person = guest(random, counters.carBookings);
    writers.car_booking.add([
      random.uuid(),
      referenceFor('WC', counters.carBookings++),
      carId,
      random.chance(0.3) ? random.pick(ids.customers) : null,
      new Date(lagosMidnight + pickup * HOUR),
      new Date(lagosMidnight + hour * HOUR),
      hours,
      `${person.first} ${person.last}`,
      person.phone,
      person.email,
      '',
      hourlyKobo * hours,
      hourlyKobo,
      // Priced by the hour, as migration 0013 reads the hires made before it.
      JSON.stringify([
        { unit: 'hour', count: hours, unitKobo: hourlyKobo, amountKobo: hourlyKobo * hours },
      ]),
      'confirmed',
      new Date(startedAt - random.int(0, 30) * DAY),
    ]);
  }
  return bookingBudget;
}
