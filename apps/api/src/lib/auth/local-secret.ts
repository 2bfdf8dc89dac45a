import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Without BETTER_AUTH_SECRET, a random secret is made on first start and
 * kept in DATA_DIR, so sessions survive a restart and nothing secret is
 * committed or printed. Several processes may start at once (`npm start` on
 * every core): each writes its candidate to a file of its own and links it
 * into place, which only the first can do, so all of them sign with one
 * secret and never read a half-written file.
 */
export async function loadOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'auth-secret');
  const kept = await readSecret(file);
  if (kept) return kept;
  await fs.mkdir(dataDir, { recursive: true });
  const candidate = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(candidate, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    await fs.link(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(candidate, { force: true });
  }
  return (await readSecret(file))!;
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    return (await fs.readFile(file, 'utf8')).trim() || undefined;
  } catch {
    return undefined;
  }
}
