import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { findMail } from '../../src/lib/mail/mail-outbox-repository';
import { smtpTransport } from '../../src/lib/mail/mail-transport';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { createTestApp, type TestContext } from '../support/test-app';

type Delivered = { to: string[]; raw: string };

/** A real SMTP server in this process, catching what Waka sends. */
function startSmtp(port: number, inbox: Delivered[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function freePort(): Promise<number> {
  const probe = await startSmtp(0, []);
  const { port } = probe.server.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

let ctx: TestContext;
let port: number;
let hotelId: string;
let room: Awaited<ReturnType<typeof createRoom>>;
let ownerEmail: string;
const inbox: Delivered[] = [];
let smtp: SMTPServer | undefined;

beforeAll(async () => {
  port = await freePort();
  ctx = await createTestApp({ mailTransport: smtpTransport(`smtp://127.0.0.1:${port}`) });
  const owner = await createUser(ctx.db);
  ownerEmail = owner.email;
  hotelId = (await createHotel(ctx.db, owner.id, { hotelName: 'Mail Test Hotel' })).id;
  room = await createRoom(ctx.db, hotelId, { roomQuantity: 20 });
});
afterAll(() => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve())));

describe('booking mail', () => {
  it('books while the SMTP server is down, and delivers once it is back', async () => {
    const response = await postBooking(
      ctx.app,
      bookingRequest(hotelId, [{ room, quantity: 1 }], stayFrom(7, 2)),
    );
    expect(response.statusCode).toBe(201);
    const reference = response.json().reference as string;
    await waitFor(async () =>
      (await findMail(ctx.db)).every((m) => m.attempts >= 1 && m.lastError),
    );
    expect(inbox).toHaveLength(0);

    smtp = await startSmtp(port, inbox);
    await waitFor(async () => {
      ctx.mailer.kick();
      return inbox.length >= 2;
    });
    const forBooking = inbox.filter((m) => m.raw.includes(reference));
    expect(forBooking.map((m) => m.to[0]).sort()).toEqual(
      ['ada.obi@example.ng', ownerEmail].sort(),
    );
  });

  it('delivers exactly one confirmation and one notice per booking', async () => {
    inbox.length = 0;
    const response = await postBooking(
      ctx.app,
      bookingRequest(hotelId, [{ room, quantity: 2 }], stayFrom(9, 1), {
        email: 'bola@example.ng',
      }),
    );
    const reference = response.json().reference as string;
    await waitFor(() => inbox.filter((m) => m.raw.includes(reference)).length >= 2);
    await ctx.mailer.drain();
    const forBooking = inbox.filter((m) => m.raw.includes(reference));
    expect(forBooking).toHaveLength(2);
    const confirmation = forBooking.find((m) => m.to[0] === 'bola@example.ng')!;
    expect(confirmation.raw).toContain('Mail Test Hotel');
    expect(confirmation.raw).toMatch(/Free cancellation until 48 hours/);
    expect(forBooking.find((m) => m.to[0] === ownerEmail)!.raw).toContain('New booking');
  });
});
