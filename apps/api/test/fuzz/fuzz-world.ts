import { randomUUID } from 'node:crypto';
import { createCar, createHotel, createRoom } from '../../src/db/seed/factories';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/database';
import { signUp, type SignedIn } from '../support/accounts';
import { bookingRequest, stayFrom } from '../support/booking-requests';
import { carBookingRequest, pickupOn } from '../cars/car-requests';
import { TEST_PUBLIC_URL } from '../support/test-app';

type Holdings = { hotelId: string; roomId: string; carId: string };

/**
 * The people and things the fuzz aims at: an owner with a hotel, rooms and
 * a car (the authorised paths), a rival owner with the same (another
 * resource's ids), a customer with a room booking and a car hire.
 */
export type FuzzWorld = {
  owner: SignedIn;
  rival: SignedIn;
  customer: SignedIn;
  own: Holdings & {
    roomType: string;
    /** The room the room routes edit, switch off and try to delete; bookings go to `roomId`. */
    spareRoomId: string;
    bookingId: string;
    reference: string;
    bookingEmail: string;
    /** An online payment attempt of the booking, started at the test gateway. */
    paymentReference: string;
    /** The customer's car hire (WC-…), for the car-hire routes that take a reference. */
    carReference: string;
    /**
     * A booking and a car hire of the customer's that the cancel routes may
     * cancel, so the booking and hire above stay held for the other routes.
     */
    toCancel: { reference: string; email: string; carReference: string };
  };
  rivals: Holdings & { bookingId: string };
  /** The Nigerian state the hotels are in, and a local government of it. */
  place: { stateId: number; state: string; localGov: string };
};

export async function buildFuzzWorld(app: App, db: Database): Promise<FuzzWorld> {
  const owner = await signUp(app, 'hotelOwner');
  const rival = await signUp(app, 'hotelOwner');
  const customer = await signUp(app, 'customer');
  const own = await holdingsOf(db, owner.userId);
  const rivals = await holdingsOf(db, rival.userId);
  const booking = await book(app, customer, own, 40);
  const rivalBooking = await book(app, customer, rivals, 45);
  const paymentReference = await startPaying(app, booking);
  const carReference = await hireCar(app, customer, own.carId, 40);
  const toCancel = await book(app, customer, own, 50);
  const carToCancel = await hireCar(app, customer, own.carId, 50);
  const states = (await app.inject({ method: 'GET', url: '/api/v1/states' })).json() as {
    stateId: number;
    name: string;
  }[];
  const lagos = states.find((state) => state.name === 'Lagos')!;
  const localGovernments = (
    await app.inject({ method: 'GET', url: `/api/v1/states/local-governments/${lagos.stateId}` })
  ).json() as { name: string }[];
  return {
    owner,
    rival,
    customer,
    own: {
      ...own,
      bookingId: booking.bookingId,
      reference: booking.reference,
      bookingEmail: booking.email,
      paymentReference,
      carReference,
      toCancel: {
        reference: toCancel.reference,
        email: toCancel.email,
        carReference: carToCancel,
      },
    },
    rivals: {
      hotelId: rivals.hotelId,
      roomId: rivals.roomId,
      carId: rivals.carId,
      bookingId: rivalBooking.bookingId,
    },
    place: { stateId: lagos.stateId, state: lagos.name, localGov: localGovernments[0]!.name },
  };
}

async function holdingsOf(db: Database, ownerId: string) {
  const hotel = await createHotel(db, ownerId);
  const room = await createRoom(db, hotel.id, { roomQuantity: 50 });
  const spare = await createRoom(db, hotel.id);
  const car = await createCar(db, ownerId);
  return {
    hotelId: hotel.id,
    roomId: room.id,
    spareRoomId: spare.id,
    roomType: room.roomType,
    roomPriceKobo: room.roomPriceKobo,
    carId: car.id,
  };
}

async function book(
  app: App,
  who: SignedIn,
  holdings: Awaited<ReturnType<typeof holdingsOf>>,
  fromToday: number,
) {
  const email = `guest-${randomUUID().slice(0, 8)}@example.ng`;
  const room = {
    id: holdings.roomId,
    roomType: holdings.roomType,
    roomPriceKobo: holdings.roomPriceKobo,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { cookie: who.cookie, origin: TEST_PUBLIC_URL },
    payload: bookingRequest(holdings.hotelId, [{ room, quantity: 1 }], stayFrom(fromToday, 2), {
      email,
    }),
  });
  if (response.statusCode !== 201)
    throw new Error(`fuzz world: booking failed ${response.statusCode} ${response.body}`);
  const { bookingId, reference } = response.json() as { bookingId: string; reference: string };
  return { bookingId, reference, email };
}

async function hireCar(app: App, who: SignedIn, carId: string, fromToday: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/carbooking/book',
    headers: { cookie: who.cookie, origin: TEST_PUBLIC_URL },
    payload: carBookingRequest({ id: carId, hourlyRateKobo: 500_000 }, pickupOn(fromToday), 3),
  });
  if (response.statusCode !== 201)
    throw new Error(`fuzz world: car hire failed ${response.statusCode} ${response.body}`);
  return (response.json() as { reference: string }).reference;
}

/** Starts paying the booking online, so the verify route has a real attempt to settle. */
async function startPaying(app: App, booking: { reference: string; email: string }) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: { origin: TEST_PUBLIC_URL },
    payload: { reference: booking.reference, email: booking.email },
  });
  if (response.statusCode !== 201)
    throw new Error(`fuzz world: payment not started ${response.statusCode} ${response.body}`);
  return (response.json() as { paymentReference: string }).paymentReference;
}
