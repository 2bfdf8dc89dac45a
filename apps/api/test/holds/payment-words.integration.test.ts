import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lagosWallClock } from '@waka/shared/dates';
import { bookings } from '../../src/db/schema/bookings';
import { payments } from '../../src/db/schema/payments';
import { createCar, createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { stayFrom } from '../support/booking-requests';
import { carBookingRequest, pickupOn, postCarBooking } from '../cars/car-requests';
import { createTestApp, type TestContext } from '../support/test-app';
import { bookRooms, mailsTo } from './hold-fixtures';

/*
 * The receipt PDF and the emails say where the money stands and what
 * happens next, in plain words (docs/product.md#payment).
 */

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createUser>>;
let hotelId: string;
let room: Awaited<ReturnType<typeof createRoom>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx.db);
  hotelId = (await createHotel(ctx.db, owner.id, { hotelName: 'Worded Inn Benin' })).id;
  room = await createRoom(ctx.db, hotelId, { roomQuantity: 10 });
});

const lagosTime = (iso: string) => lagosWallClock(new Date(iso)).time;
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

async function receiptText(reference: string, email: string) {
  const pdf = await ctx.app.inject({
    url: `/api/v1/bookings/${reference}/receipt.pdf?email=${encodeURIComponent(email)}`,
  });
  expect(pdf.statusCode).toBe(200);
  return oneLine(
    execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload }).toString(),
  );
}

describe('payment words in the emails and on the receipt PDF', () => {
  it('tells the guest until when the rooms are held and how to keep them; the owner, that nothing is paid yet', async () => {
    const guest = 'words.guest@example.ng';
    const booking = await bookRooms(ctx.app, hotelId, [{ room, quantity: 1 }], stayFrom(6, 2), {
      email: guest,
    });
    const until = lagosTime(booking.holdExpiresAt!);
    const [confirmation] = await mailsTo(ctx.db, 'booking-confirmation', guest);
    expect(confirmation!.textBody).toContain(
      `Payment: Held until ${until} (Lagos): pay online or choose to pay at the hotel, or the rooms are released`,
    );
    const notice = (await mailsTo(ctx.db, 'booking-notice', owner.email)).at(-1)!;
    expect(notice.textBody).toContain(
      `Payment: not paid yet. The guest has until ${until} (Lagos) to pay online or confirm paying at the hotel`,
    );
    const text = await receiptText(booking.reference, guest);
    expect(text).toContain('Payment status: Not paid');
    expect(text).toContain(
      `Held until ${until} (Lagos): pay online or choose to pay at the hotel, or the rooms are released`,
    );
  });

  it('says "Pay at the hotel on arrival", and a test payment’s Paystack reference and that no money moved', async () => {
    const guest = 'words.paid@example.ng';
    const booking = await bookRooms(ctx.app, hotelId, [{ room, quantity: 1 }], stayFrom(9, 1), {
      email: guest,
    });
    await ctx.db
      .update(bookings)
      .set({ paymentStatus: 'pay at hotel', paymentMethod: 'at hotel', holdExpiresAt: null })
      .where(eq(bookings.id, booking.bookingId));
    const atHotel = await receiptText(booking.reference, guest);
    expect(atHotel).toContain('Payment status: Pay at hotel');
    expect(atHotel).toContain('Payment method: At the hotel');
    expect(atHotel).toContain('Pay at the hotel on arrival');

    const reference = `WP-${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
    await ctx.db.insert(payments).values({
      reference,
      bookingId: booking.bookingId,
      email: guest,
      amountKobo: 2_500_000,
      status: 'success',
      testMode: true,
      verifiedAt: new Date(),
    });
    await ctx.db
      .update(bookings)
      .set({ paymentStatus: 'paid', paymentMethod: 'online', paidAt: new Date() })
      .where(eq(bookings.id, booking.bookingId));
    const paid = await receiptText(booking.reference, guest);
    expect(paid).toContain('Payment status: Paid');
    expect(paid).toContain(`Paid online (Paystack ref ${reference})`);
    expect(paid).toContain('Test payment — no money moves');
  });

  it('tells a renter until when the car is held', async () => {
    const car = await createCar(ctx.db, owner.id);
    const response = await postCarBooking(
      ctx.app,
      carBookingRequest(car, pickupOn(4), 2, { email: 'words.renter@example.ng' }),
    );
    const hire = response.json();
    const [confirmation] = await mailsTo(
      ctx.db,
      'car-booking-confirmation',
      'words.renter@example.ng',
    );
    expect(confirmation!.textBody).toContain(
      `Payment: Held until ${lagosTime(hire.holdExpiresAt)} (Lagos): pay online or choose to pay at pickup, or the car is released`,
    );
  });
});
