import { beforeAll, describe, expect, it } from 'vitest';
import { ZListedBookingList, ZOwnerDashboard } from '@waka/shared/bookings/booking-lists';
import { createHotel, createRoom } from '../../src/db/seed/factories';
import { as, signUp, type SignedIn } from '../support/accounts';
import { bookingRequest, stayFrom } from '../support/booking-requests';
import { findMail } from '../../src/lib/mail/mail-outbox-repository';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
let ada: SignedIn;
let bola: SignedIn;
let owner: SignedIn;
let rival: SignedIn;
let adaBookingId: string;
let guestBookingId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  [ada, bola, owner, rival] = await Promise.all([
    signUp(ctx.app, 'customer'),
    signUp(ctx.app, 'customer'),
    signUp(ctx.app, 'hotelOwner'),
    signUp(ctx.app, 'hotelOwner'),
  ]);
  const hotel = await createHotel(ctx.db, owner.userId, {
    hotelName: 'Owner Inn',
    hotelContactNo: '08030000001',
  });
  const room = await createRoom(ctx.db, hotel.id, {
    roomType: 'Deluxe Room',
    roomPriceKobo: 5_000_000,
    roomQuantity: 9,
  });
  const rivalHotel = await createHotel(ctx.db, rival.userId, { hotelName: 'Rival Lodge' });
  const rivalRoom = await createRoom(ctx.db, rivalHotel.id, {
    roomPriceKobo: 2_000_000,
    roomQuantity: 9,
  });

  const book = async (
    who: SignedIn | undefined,
    hotelId: string,
    r: typeof room,
    fromToday: number,
  ) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: as(who),
      payload: bookingRequest(hotelId, [{ room: r, quantity: 1 }], stayFrom(fromToday, 2)),
    });
    expect(response.statusCode).toBe(201);
    return response.json().bookingId as string;
  };
  adaBookingId = await book(ada, hotel.id, room, 5);
  await book(bola, hotel.id, room, 7);
  guestBookingId = await book(undefined, hotel.id, room, 9);
  await book(ada, rivalHotel.id, rivalRoom, 11);
});

const get = (url: string, who?: SignedIn) => ctx.app.inject({ url, headers: as(who) });
const putStatus = (bookingId: string, paymentStatus: string, who?: SignedIn) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/bookings/status/${bookingId}`,
    headers: as(who),
    payload: { paymentStatus },
  });

describe('booking lists', () => {
  it("links a signed-in booking to its account and lists only that customer's own", async () => {
    const mine = ZListedBookingList.parse((await get('/api/v1/bookings/mine', ada)).json());
    expect(mine.map((b) => b.hotelName).sort()).toEqual(['Owner Inn', 'Rival Lodge']);
    expect(mine.every((b) => b.paymentStatus === 'not paid')).toBe(true);
    const bolas = ZListedBookingList.parse((await get('/api/v1/bookings/mine', bola)).json());
    expect(bolas).toHaveLength(1);
    expect(bolas[0]).toMatchObject({
      hotelName: 'Owner Inn',
      roomType: 'Deluxe Room',
      quantity: 1,
      totalAmount: 100_000,
      hotelContactNo: '08030000001',
    });
  });

  it('gives an owner the bookings on their own hotels only, and the dashboard figures', async () => {
    const all = ZListedBookingList.parse((await get('/api/v1/bookings/allBookings', owner)).json());
    expect(all).toHaveLength(3);
    expect(all.every((b) => b.hotelName === 'Owner Inn')).toBe(true);
    const dashboard = ZOwnerDashboard.parse((await get('/api/v1/owner/dashboard', owner)).json());
    // Nothing is paid yet: revenue is money received, what is owed is shown apart.
    expect(dashboard).toMatchObject({
      totalBookings: 3,
      totalRevenue: 0,
      unpaidAmount: 300_000,
      unpaidBookings: 3,
    });
    const rivals = ZListedBookingList.parse((await get('/api/v1/bookings', rival)).json());
    expect(rivals).toHaveLength(1);
  });
});

describe('PUT /api/v1/bookings/status/{bookingId}', () => {
  it("records the customer's 'paid' as a claim for the hotel to confirm, never as paid", async () => {
    expect((await putStatus(adaBookingId, 'paid', bola)).statusCode).toBe(404);
    const response = await putStatus(adaBookingId, 'paid', ada);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ paymentStatus: 'awaiting confirmation' });
    const mine = ZListedBookingList.parse((await get('/api/v1/bookings/mine', ada)).json());
    expect(mine.find((b) => b.bookingId === adaBookingId)).toMatchObject({
      paymentStatus: 'awaiting confirmation',
      paymentMethod: 'transfer',
    });
    const claims = () =>
      findMail(ctx.db).then((mail) =>
        mail.filter(
          (m) => m.kind === 'payment-claim-notice' && m.toAddress === owner.email.toLowerCase(),
        ),
      );
    const [claim] = await claims();
    const reference = mine.find((b) => b.bookingId === adaBookingId)!.reference;
    expect(claim!.textBody).toContain(
      `Ada Obi says they paid ₦100,000.00 by transfer for ${reference}; confirm in your bookings.`,
    );
    // Saying it again changes nothing and tells the hotel nothing new.
    expect((await putStatus(adaBookingId, 'paid', ada)).json()).toEqual({
      paymentStatus: 'awaiting confirmation',
    });
    expect(await claims()).toHaveLength(1);
    const dashboard = ZOwnerDashboard.parse((await get('/api/v1/owner/dashboard', owner)).json());
    expect(dashboard.totalRevenue).toBe(0);
  });

  it("lets only the hotel's owner confirm the money or take it back", async () => {
    expect((await putStatus(adaBookingId, 'not paid', ada)).statusCode).toBe(403);
    expect((await putStatus(adaBookingId, 'paid', rival)).statusCode).toBe(404);
    expect((await putStatus(adaBookingId, 'not paid', rival)).statusCode).toBe(404);
    expect((await putStatus(adaBookingId, 'paid', owner)).json()).toEqual({
      paymentStatus: 'paid',
    });
    const dashboard = ZOwnerDashboard.parse((await get('/api/v1/owner/dashboard', owner)).json());
    expect(dashboard).toMatchObject({ totalRevenue: 100_000, unpaidAmount: 200_000 });
    expect((await putStatus(adaBookingId, 'not paid', owner)).json()).toEqual({
      paymentStatus: 'not paid',
    });
    expect((await putStatus(guestBookingId, 'paid', owner)).statusCode).toBe(200);
  });

  it('refuses a bad status or id naming the field, and a guest with 401', async () => {
    const bad = await putStatus(adaBookingId, 'maybe', ada);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      paymentStatus: "paymentStatus must be 'paid' or 'not paid'",
    });
    const badId = await putStatus('nope', 'paid', ada);
    expect(badId.json().fields).toEqual({ bookingId: 'bookingId must be a booking id' });
    expect((await putStatus(adaBookingId, 'paid')).statusCode).toBe(401);
  });
});
