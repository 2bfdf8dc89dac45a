import { addDays, lagosToday } from '@waka/shared/dates';
import type { Operation } from './operations';
import type { FuzzWorld } from './fuzz-world';
import type { JsonSchema, ResolveRef } from './schema-conformance';

/**
 * A request before mutation. Path values are sent as written (already
 * URL-encoded), so a mutation can put raw `%FF` bytes in a path.
 */
export type Draft = {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  /** Appended to the query string as is (percent-escapes that decode to invalid UTF-8). */
  rawQuery?: string;
  headers: Record<string, string>;
  /** A JSON value, serialised on sending; `rawBody` wins when set. */
  body?: unknown;
  rawBody?: string | Buffer;
  /** The body's declared type; application/json when a body is sent and none is named. */
  contentType?: string;
};

/**
 * The valid request each mutation starts from: every required field, and a
 * value the services accept where the document cannot say (a real id of the
 * owner's, a future date, a price that matches). Field names are the
 * document's; the values come from the fuzz world.
 */
export function baseRequest(operation: Operation, world: FuzzWorld, resolve: ResolveRef): Draft {
  const hints = isCancelPath(operation)
    ? cancelHints(world)
    : isAdminPath(operation)
      ? adminHints(world)
      : valueHints(world);
  const draft: Draft = { path: {}, query: {}, headers: {} };
  for (const parameter of operation.parameters) {
    if (!parameter.required && !(parameter.name in hints)) continue;
    const value = String(sample(parameter.name, parameter.schema, hints, resolve));
    // The room routes switch rooms off and edit them: they get the spare, so bookings stay possible.
    if (parameter.in === 'path' && parameter.name === 'roomId')
      draft.path.roomId = world.own.spareRoomId;
    // A car hire's reference is WC-…, a room booking's WK-….
    else if (parameter.in === 'path' && parameter.name === 'reference' && isCarPath(operation))
      draft.path.reference = isCancelPath(operation)
        ? world.own.toCancel.carReference
        : world.own.carReference;
    else if (parameter.in === 'path') draft.path[parameter.name] = encodeURIComponent(value);
    else if (parameter.in === 'query') draft.query[parameter.name] = value;
  }
  if (operation.parameters.some((p) => p.in === 'header' && p.name === 'idempotency-key')) {
    draft.headers['idempotency-key'] = 'fuzz-key-0000';
  }
  if (operation.body && operation.body !== 'multipart') {
    draft.body = knownBody(operation, world) ?? sample('body', operation.body, hints, resolve);
  }
  return draft;
}

const isCarPath = (operation: Operation) => operation.path.startsWith('/api/v1/carbooking/');
/** The cancel and quote routes aim at a booking and a hire of their own. */
const isCancelPath = (operation: Operation) =>
  /\/(cancel|cancellation-quote)$/.test(operation.path);

/** On the admin routes `state` is open or resolved, not a Nigerian state; `id` an item's. */
const isAdminPath = (operation: Operation) => operation.path.startsWith('/api/v1/admin/');

function adminHints(world: FuzzWorld): Record<string, unknown> {
  return {
    ...valueHints(world),
    state: 'open',
    id: '00000000-0000-4000-8000-000000000000',
    note: 'Checked by the fuzzer',
  };
}

function cancelHints(world: FuzzWorld): Record<string, unknown> {
  const { reference, email } = world.own.toCancel;
  return { ...valueHints(world), reference, email };
}

/**
 * Bodies whose fields must agree with each other and with stored prices: the
 * server prices every booking (docs/product.md#pricing).
 */
function knownBody(operation: Operation, world: FuzzWorld): unknown {
  const stay = { checkIn: addDays(lagosToday(), 60), checkOut: addDays(lagosToday(), 62) };
  if (operation.method === 'POST' && operation.path === '/api/v1/bookings') {
    return {
      customer: {
        firstName: 'Ada',
        lastName: 'Obi',
        email: 'ada.obi@example.ng',
        phone: '08031234567',
        checkInDate: stay.checkIn,
        checkOutDate: stay.checkOut,
      },
      hotelId: world.own.hotelId,
      rooms: [
        { roomId: world.own.roomId, roomType: world.own.roomType, quantity: 1, price: 25_000 },
      ],
      totalAmount: 50_000,
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
      nights: 2,
    };
  }
  if (operation.method === 'POST' && operation.path === '/api/v1/bookings/{reference}/change') {
    const moved = { checkIn: addDays(lagosToday(), 80), checkOut: addDays(lagosToday(), 82) };
    return {
      email: world.own.bookingEmail,
      checkInDate: moved.checkIn,
      checkOutDate: moved.checkOut,
      nights: 2,
      rooms: [
        { roomId: world.own.roomId, roomType: world.own.roomType, quantity: 1, price: 25_000 },
      ],
      totalAmount: 50_000,
    };
  }
  if (operation.method === 'POST' && operation.path === '/api/v1/carbooking/book') {
    return {
      carId: world.own.carId,
      pickupDate: addDays(lagosToday(), 70),
      pickupTime: '10:00',
      hours: 3,
      fullName: 'Musa Danjuma',
      phone: '08031234567',
      email: 'musa.danjuma@example.ng',
      totalPrice: 15_000,
    };
  }
  // A wrong password: deleting a fuzz caller's account would sign it out for the rest of the run.
  if (operation.method === 'POST' && operation.path === '/api/v1/accounts/me/delete') {
    return { password: 'not the fuzz password' };
  }
  return undefined;
}

function valueHints(world: FuzzWorld): Record<string, unknown> {
  return {
    hotelId: world.own.hotelId,
    roomId: world.own.roomId,
    carId: world.own.carId,
    bookingId: world.own.bookingId,
    reference: world.own.reference,
    paymentReference: world.own.paymentReference,
    email: world.own.bookingEmail,
    stateId: world.place.stateId,
    state: world.place.state,
    localGov: world.place.localGov,
    city: 'Ikeja',
    country: 'Nigeria',
    q: 'Lagos',
    purpose: 'hotel',
    name: 'Fuzz Tester',
    password: 'correct horse battery',
    role: 'customer',
    hotelContactNo: '08012345678',
    phone: '08031234567',
    licensePlate: 'FUZ-001',
    hotelRating: 4,
    minimumPrice: 25_000,
    roomPrice: 25_000,
    roomQuantity: 3,
    dailyRate: 60_000,
    hourlyRate: 5_000,
    year: 2021,
    mileage: 42_000,
    hotelImage: '/media/demo/hotels/hotel-01.webp',
    carImage: '/media/demo/cars/car-01.jpg',
    roomImage: ['/media/demo/rooms/room-01.webp'],
    paymentStatus: 'paid',
    roomStatus: true,
  };
}

/** A valid value for a schema: the hint for the field's name if there is one, else the simplest fit. */
function sample(
  name: string,
  schema: JsonSchema,
  hints: Record<string, unknown>,
  resolve: ResolveRef,
): unknown {
  if (name in hints) return hints[name];
  if (schema.$ref) return sample(name, resolve(schema.$ref), hints, resolve);
  if (schema.anyOf) return sample(name, schema.anyOf[0]!, hints, resolve);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      return 'Fuzz value'.padEnd(schema.minLength ?? 0, 'x');
    case 'number':
    case 'integer':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [sample(name, schema.items, hints, resolve)] : [];
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const field of schema.required ?? [])
        object[field] = sample(field, schema.properties![field]!, hints, resolve);
      return object;
    }
    default:
      return 'Fuzz value';
  }
}
