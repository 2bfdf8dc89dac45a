import fs from 'node:fs/promises';
import path from 'node:path';

export type MailMessage = { from: string; to: string; subject: string; text: string; html: string };
export type MailTransport = { describe: string; send: (message: MailMessage) => Promise<void> };

/** Made on the first message: nodemailer need not load before the server listens (issue 7). */
function onFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

const loadNodemailer = onFirstUse(async () => (await import('nodemailer')).default);

/** Delivers through the SMTP server of SMTP_URL. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = onFirstUse(async () => (await loadNodemailer()).createTransport(smtpUrl));
  const { hostname, port } = new URL(smtpUrl);
  return {
    describe: `SMTP ${hostname}:${port || 25}`,
    send: async (message) => {
      await (await transporter()).sendMail(message);
    },
  };
}

/** Without SMTP, each message becomes an .eml file a person can open (D7). */
export function emlFileTransport(folder: string): MailTransport {
  const builder = onFirstUse(async () =>
    (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
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
