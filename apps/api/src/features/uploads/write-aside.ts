import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `bytes` to `file` aside, then renames it into place: a reader never
 * sees half a file, and two writers of the same bytes at once both end with
 * the one whole file. The partial's name starts with a dot, which keeps it
 * out of what /uploads/ serves.
 */
export async function writeAside(file: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.partial`);
  try {
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
  } finally {
    await fs.rm(partial, { force: true });
  }
}
