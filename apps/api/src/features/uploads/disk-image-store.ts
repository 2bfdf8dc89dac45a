import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageStore } from './image-store';
import { writeAside } from './write-aside';

/** The URL path the disk store's files are served under (see serve-uploads.ts). */
export const UPLOADS_PATH = '/uploads/';

/**
 * Images as files in one folder (`<DATA_DIR>/uploads` by default), served by
 * the API itself at `/uploads/<name>`.
 */
export function createDiskImageStore(options: { dir: string; publicUrl: string }): ImageStore {
  const base = options.publicUrl.replace(/\/+$/, '') + UPLOADS_PATH;
  return {
    async put(name, bytes) {
      const target = path.join(options.dir, path.basename(name));
      // Names are content hashes: a file already there holds these very bytes.
      if (!(await exists(target))) await writeAside(target, bytes);
      return base + name;
    },
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
