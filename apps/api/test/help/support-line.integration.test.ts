import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSupportContacts } from '@waka/shared/support/support-contacts';
import { createCar, createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { smtpTransport } from '../../src/lib/mail/mail-transport';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../support/test-app';
import { carBookingRequest, pickupOn, postCarBooking } from '../cars/car-requests';

/*
 * The support line (docs/decisions/0027-the-support-line.md): the configured
 * phone and WhatsApp numbers are on every mail Waka sends, with the privacy
 * page, on both receipt PDFs, and in the public answer the web reads. The
 * numbers here are not the demo ones, so the configuration is what is read.
 */

const LINE = 'Need help? Call +234 803 555 0100 or WhatsApp +234 809 555 0101.';
const PRIVACY = `${TEST_PUBLIC_URL}/privacy`;

let ctx: TestContext;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ctx = await createTestApp({
    env: { SUPPORT_PHONE: '+234 803 555 0100', SUPPORT_WHATSAPP: '+2348095550101' },
    mailTransport: smtpTransport(smtp.url),
  });
});
afterAll(() => smtp.close());

/** A caught message's text, quoted-printable undone (soft breaks joined, =XX bytes read as UTF-8). */
function textOf(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** Every message caught so far to `to` that mentions `reference`, as text. */
async function mailsAbout(reference: string, count: number): Promise<string[]> {
  const until = Date.now() + 10_000;
  for (;;) {
    ctx.mailer.kick();
    const found = smtp.caught.map((m) => textOf(m.raw)).filter((t) => t.includes(reference));
    if (found.length >= count || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

describe('the support line', () => {
  it('is answered to anyone at GET /api/v1/support, with the address mail comes from', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/support' });
    expect(response.statusCode).toBe(200);
    expect(ZSupportContacts.parse(response.json())).toEqual({
      phone: '+2348035550100',
      whatsapp: '+2348095550101',
      email: 'bookings@waka.test',
    });
  });

  it('is under a stay’s confirmation and the owner’s notice, with the privacy page, and on its PDF', async () => {
    const owner = await createUser(ctx.db);
    const hotel = await createHotel(ctx.db, owner.id, { hotelName: 'Support Line Hotel' });
    const room = await createRoom(ctx.db, hotel.id);
    const booked = await postBooking(
      ctx.app,
      bookingRequest(hotel.id, [{ room, quantity: 1 }], stayFrom(20, 2)),
    );
    expect(booked.statusCode).toBe(201);
    const { reference } = booked.json() as { reference: string };

    const mails = await mailsAbout(reference, 2);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail).toContain(LINE);
      expect(mail).toContain(`What Waka keeps about you, and why: ${PRIVACY}`);
      expect(mail).toContain(`<a href="${PRIVACY}">`);
    }

    const pdf = await ctx.app.inject({
      url: `/api/v1/bookings/${reference}/receipt.pdf?email=ada.obi@example.ng`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, ' ')).toContain(LINE);
  });

  it('is under a car hire’s confirmation and on its PDF', async () => {
    const owner = await createUser(ctx.db);
    const car = await createCar(ctx.db, owner.id);
    const hired = await postCarBooking(ctx.app, carBookingRequest(car, pickupOn(30), 5));
    expect(hired.statusCode).toBe(201);
    const { reference } = hired.json() as { reference: string };

    const [confirmation] = await mailsAbout(reference, 2);
    expect(confirmation).toContain(LINE);
    expect(confirmation).toContain(PRIVACY);

    const pdf = await ctx.app.inject({
      url: `/api/v1/carbooking/${reference}/receipt.pdf?email=musa.danjuma@example.ng`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, ' ')).toContain(LINE);
  });
});
