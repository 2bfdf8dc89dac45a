import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Without BETTER_AUTH_SECRET, a random secret is made on first start and
 * kept in DATA_DIR, so sessions survive a restart and nothing secret is
 * committed or printed.
 */
export async function loadOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'auth-secret');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    await fs.mkdir(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    await fs.writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}
