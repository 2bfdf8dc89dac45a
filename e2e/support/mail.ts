import fs from 'node:fs';
import path from 'node:path';
import { expect } from './test';

/*
 * The mail the server wrote: one .eml file a message under DATA_DIR/mail,
 * written by the outbox a moment after the request that queued it.
 */

/**
 * Quoted-printable mail as written: soft line breaks joined, =XX bytes read
 * back as UTF-8 (₦ and — are three bytes each).
 */
function unquote(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = /^=([0-9A-F]{2})/.exec(joined.slice(i, i + 3));
    if (hex) {
      bytes.push(parseInt(hex[1]!, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * What `pick` finds in the newest message it finds anything in, reading the
 * messages as text, newest first; waits up to 20 s for the outbox to send it.
 * `what` names the message in a failure.
 */
export async function findInMail<T>(
  pick: (text: string) => T | undefined,
  what: string,
  dataDir = process.env.E2E_DATA_DIR ?? '',
): Promise<T> {
  const folder = path.join(dataDir, 'mail');
  let found: T | undefined;
  await expect
    .poll(
      async () => {
        const names = fs.existsSync(folder) ? await fs.promises.readdir(folder) : [];
        for (const name of names.sort().reverse()) {
          found = pick(unquote(await fs.promises.readFile(path.join(folder, name), 'utf8')));
          if (found !== undefined) return true;
        }
        return false;
      },
      { message: what, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
