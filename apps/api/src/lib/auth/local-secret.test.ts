import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from './local-secret';

describe('the secret kept in DATA_DIR', () => {
  it('is one secret for every process that starts at once on an empty folder', async () => {
    const dataDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'waka-secret-')), 'data');
    try {
      const secrets = await Promise.all(
        Array.from({ length: 8 }, () => loadOrCreateSecret(dataDir)),
      );
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
      // Only the secret itself is left: each candidate went once linked or refused.
      expect(await fs.readdir(dataDir)).toEqual(['auth-secret']);
      expect(await loadOrCreateSecret(dataDir)).toBe(secrets[0]);
    } finally {
      await fs.rm(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
