import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

/** `messageId` is the outbox row's, so a retry is recognisably the same message. */
export type MailMessage = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
};
export type MailTransport = {
  describe: string;
  send: (message: MailMessage) => Promise<void>;
  /** Lets go of any open connection (on shutdown). */
  close?: () => void;
};

/**
 * How long an SMTP server may stay silent (connecting, greeting, any reply)
 * before a send fails: below the drainer's 15 s lease, so a hung server fails
 * the send and frees the drainer instead of holding it for nodemailer's
 * default ten minutes (docs/decisions/0019-mail-after-a-crash.md).
 */
const SMTP_SILENCE_MS = 10_000;

/** Made on the first message: nodemailer need not load before the server listens (bench/README.md#start-up). */
function onFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

const loadNodemailer = onFirstUse(async () => (await import('nodemailer')).default);

/**
 * Delivers through the SMTP server of SMTP_URL, over one connection kept
 * open between messages (a new one per message cost ~100 ms even locally,
 * which a backlog after a restart pays hundreds of times).
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  let made: Transporter | undefined;
  const transporter = onFirstUse(async () => {
    made = (await loadNodemailer()).createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 1,
      connectionTimeout: SMTP_SILENCE_MS,
      greetingTimeout: SMTP_SILENCE_MS,
      socketTimeout: SMTP_SILENCE_MS,
    });
    return made;
  });
  const { hostname, port } = new URL(smtpUrl);
  return {
    describe: `SMTP ${hostname}:${port || 25}`,
    send: async (message) => {
      await (await transporter()).sendMail(message);
    },
    close: () => made?.close(),
  };
}

/** Without SMTP, each message becomes an .eml file a person can open (docs/product.md#email). */
export function emlFileTransport(folder: string): MailTransport {
  const builder = onFirstUse(async () =>
    (await loadNodemailer()).createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    }),
  );
  return {
    describe: `.eml files in ${folder}`,
    send: async (message) => {
      const built = await (await builder()).sendMail(message);
      await fs.mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${built.messageId.replace(/[^\w.-]/g, '')}.eml`;
      await fs.writeFile(path.join(folder, name), built.message as Buffer);
    },
  };
}
