import { execFileSync } from 'node:child_process';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZBooking } from '@waka/shared/bookings/create-booking';
import { bookings, bookedRoomNights } from '../../src/db/schema/bookings';
import { rooms } from '../../src/db/schema/hotels';
import { mailOutbox } from '../../src/db/schema/mail-outbox';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
let hotelId: string;
let deluxe: Awaited<ReturnType<typeof createRoom>>;
let single: Awaited<ReturnType<typeof createRoom>>;
let ownerEmail: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx.db);
  ownerEmail = owner.email;
  hotelId = (await createHotel(ctx.db, owner.id, { hotelName: 'Lagoon Breeze' })).id;
  deluxe = await createRoom(ctx.db, hotelId, {
    roomType: 'Deluxe Room',
    roomPriceKobo: 4_500_015,
    roomQuantity: 2,
  });
  single = await createRoom(ctx.db, hotelId, {
    roomType: 'Standard Single',
    roomPriceKobo: 2_850_000,
    roomQuantity: 5,
  });
});

const bookingCount = async () => (await ctx.db.select({ n: count() }).from(bookings))[0]!.n;

describe('POST /api/v1/bookings', () => {
  it('books two room types, priced by the server, and answers the booking', async () => {
    const stay = stayFrom(10, 3);
    const request = bookingRequest(
      hotelId,
      [
        { room: deluxe, quantity: 2 },
        { room: single, quantity: 1 },
      ],
      stay,
    );
    const response = await postBooking(ctx.app, request);
    expect(response.statusCode).toBe(201);
    const booking = ZBooking.parse(response.json());
    expect(booking).toMatchObject({
      hotelId,
      hotelName: 'Lagoon Breeze',
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
      nights: 3,
      paymentStatus: 'not paid',
      totalAmount: 355_500.9,
    });
    expect(booking.reference).toMatch(/^WK-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(booking.rooms).toEqual(
      expect.arrayContaining([
        {
          roomId: deluxe.id,
          roomType: 'Deluxe Room',
          quantity: 2,
          price: 45_000.15,
          lineTotal: 270_000.9,
        },
        {
          roomId: single.id,
          roomType: 'Standard Single',
          quantity: 1,
          price: 28_500,
          lineTotal: 85_500,
        },
      ]),
    );
    const held = await ctx.db
      .select()
      .from(bookedRoomNights)
      .where(eq(bookedRoomNights.bookingId, booking.bookingId));
    expect(held).toHaveLength(6);
  });

  it('queues the guest confirmation and the owner notice with the booking', async () => {
    const before = (await ctx.db.select({ n: count() }).from(mailOutbox))[0]!.n;
    const response = await postBooking(
      ctx.app,
      bookingRequest(hotelId, [{ room: single, quantity: 1 }], stayFrom(40, 1)),
    );
    const booking = response.json();
    const mail = await ctx.db.select().from(mailOutbox);
    expect(mail.length).toBe(before + 2);
    const mine = mail.filter((m) => m.subject.includes(booking.reference));
    expect(mine.map((m) => m.toAddress).sort()).toEqual(['ada.obi@example.ng', ownerEmail].sort());
    expect(mine.find((m) => m.kind === 'booking-confirmation')!.textBody).toContain(
      'Free cancellation until 48 hours',
    );
  });

  it('refuses a 3rd unit of a 2-unit room type on an overlapping night, naming what is left', async () => {
    await postBooking(
      ctx.app,
      bookingRequest(hotelId, [{ room: deluxe, quantity: 1 }], stayFrom(60, 2)),
    );
    const before = await bookingCount();
    const response = await postBooking(
      ctx.app,
      bookingRequest(hotelId, [{ room: deluxe, quantity: 2 }], stayFrom(61, 2)),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'UNITS_RAN_OUT',
      message: 'Only 1 Deluxe Room left for those dates',
    });
    expect(await bookingCount()).toBe(before);
    // The night after the overlap is free again.
    expect(
      (
        await postBooking(
          ctx.app,
          bookingRequest(hotelId, [{ room: deluxe, quantity: 2 }], stayFrom(62, 1)),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('refuses a changed totalAmount or unit price and stores nothing', async () => {
    const before = await bookingCount();
    const request = bookingRequest(hotelId, [{ room: single, quantity: 1 }], stayFrom(80, 2));
    for (const tampered of [
      { ...request, totalAmount: request.totalAmount - 1 },
      { ...request, rooms: [{ ...request.rooms[0]!, price: 1 }], totalAmount: 2 },
    ]) {
      const response = await postBooking(ctx.app, tampered);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: 'PRICE_CHANGED',
        message: 'Prices have changed; please review your selection',
      });
    }
    expect(await bookingCount()).toBe(before);
  });

  it('refuses a room type switched off', async () => {
    const closed = await createRoom(ctx.db, hotelId, {
      roomType: 'Closed Suite',
      roomStatus: false,
    });
    const response = await postBooking(
      ctx.app,
      bookingRequest(hotelId, [{ room: closed, quantity: 1 }], stayFrom(5, 1)),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'ROOM_UNAVAILABLE',
      message: 'Closed Suite is not available for booking',
    });
    await ctx.db.update(rooms).set({ roomStatus: true }).where(eq(rooms.id, closed.id));
  });

  it('refuses a room of another hotel', async () => {
    const other = await createHotel(ctx.db, (await createUser(ctx.db)).id);
    const foreign = await createRoom(ctx.db, other.id);
    const response = await postBooking(
      ctx.app,
      bookingRequest(hotelId, [{ room: foreign, quantity: 1 }], stayFrom(5, 1)),
    );
    expect(response.statusCode).toBe(404);
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const before = await bookingCount();
    const good = bookingRequest(hotelId, [{ room: single, quantity: 1 }], stayFrom(3, 2));
    const cases: [unknown, string][] = [
      [{ ...good, customer: { ...good.customer, email: 'nope' } }, 'customer.email'],
      [{ ...good, customer: { ...good.customer, phone: '0803-123' } }, 'customer.phone'],
      [{ ...good, customer: { ...good.customer, firstName: ' ' } }, 'customer.firstName'],
      [{ ...good, rooms: [] }, 'rooms'],
      [{ ...good, rooms: [{ ...good.rooms[0]!, quantity: 0 }] }, 'rooms.0.quantity'],
      [{ ...good, nights: 5 }, 'nights'],
      [{ ...good, hotelId: 'abc' }, 'hotelId'],
      [
        {
          ...good,
          checkOutDate: good.checkInDate,
          customer: { ...good.customer, checkOutDate: good.checkInDate },
        },
        'checkOutDate',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await postBooking(ctx.app, payload);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), field).toContain(field);
    }
    expect(await bookingCount()).toBe(before);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated key with the first answer and books once', async () => {
    const request = bookingRequest(hotelId, [{ room: single, quantity: 1 }], stayFrom(100, 1));
    const first = await postBooking(ctx.app, request, 'key-repeat-0001');
    const again = await postBooking(ctx.app, request, 'key-repeat-0001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const made = await ctx.db
      .select()
      .from(bookings)
      .where(eq(bookings.checkInDate, request.checkInDate));
    expect(made).toHaveLength(1);
  });

  it('refuses the same key for a different request', async () => {
    const request = bookingRequest(hotelId, [{ room: single, quantity: 1 }], stayFrom(101, 1));
    await postBooking(ctx.app, request, 'key-reuse-0001');
    const other = await postBooking(
      ctx.app,
      { ...request, customer: { ...request.customer, firstName: 'Bola' } },
      'key-reuse-0001',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('GET /api/v1/bookings/{reference}', () => {
  it("answers the booking for the guest's email in any case, and 404 for another email", async () => {
    const created = (
      await postBooking(
        ctx.app,
        bookingRequest(hotelId, [{ room: single, quantity: 2 }], stayFrom(120, 2)),
      )
    ).json();
    const found = await ctx.app.inject({
      url: `/api/v1/bookings/${created.reference}?email=ADA.OBI@example.ng`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(created);
    const other = await ctx.app.inject({
      url: `/api/v1/bookings/${created.reference}?email=someone@example.ng`,
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/v1/bookings/WK-AAAAAAAA?email=ada.obi@example.ng' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/v1/bookings/nonsense?email=ada.obi@example.ng' }))
        .statusCode,
    ).toBe(400);
  });

  it('gives the receipt as a PDF', async () => {
    const created = (
      await postBooking(
        ctx.app,
        bookingRequest(hotelId, [{ room: single, quantity: 1 }], stayFrom(130, 1)),
      )
    ).json();
    const pdf = await ctx.app.inject({
      url: `/api/v1/bookings/${created.reference}/receipt.pdf?email=ada.obi@example.ng`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Read it as a person's PDF viewer would (poppler's pdftotext).
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: pdf.rawPayload,
    }).toString();
    expect(text).toContain(created.reference);
    expect(text).toContain('₦28,500.00');
    expect(text).toContain('Lagoon Breeze');
    const wrong = await ctx.app.inject({
      url: `/api/v1/bookings/${created.reference}/receipt.pdf?email=x@example.ng`,
    });
    expect(wrong.statusCode).toBe(404);
  });
});
