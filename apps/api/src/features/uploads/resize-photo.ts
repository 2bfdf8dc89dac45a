import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_WIDTHS, type PhotoWidth } from '@waka/shared/uploads/photo-url';

/** Where the photos a resized copy is made from are, by the first part of their path. */
export type PhotoFolders = { demo: string; uploads: string };

/**
 * The photo at `photo` (`demo/…` or `uploads/…`, already checked against
 * ZResizedPhotoParams) at most `width` px wide, as WebP; undefined when there
 * is no such photo. Each copy is made once with sharp and kept in
 * `<uploads>/.sized/` (the dot keeps it out of what /uploads/ serves), so
 * later askings read a file. Two askings at once share one making.
 */
export function photoResizer(folders: PhotoFolders) {
  const making = new Map<string, Promise<Buffer | undefined>>();
  const cacheDir = path.join(folders.uploads, '.sized');

  return (photo: string, width: PhotoWidth): Promise<Buffer | undefined> => {
    const key = `${width}/${photo}`;
    let pending = making.get(key);
    if (!pending) {
      pending = readOrMake(photo, width, path.join(cacheDir, key)).finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  };

  async function readOrMake(photo: string, width: PhotoWidth, kept: string) {
    const cached = await readIfThere(kept);
    if (cached) return cached;
    const [folder, ...rest] = photo.split('/');
    const source = await readIfThere(path.join(folders[folder as keyof PhotoFolders], ...rest));
    if (!source) return undefined;
    const { default: sharp } = await import('sharp');
    // Each photo is read once and its copy kept on disk: libvips' own cache of
    // decoded images could only hold memory.
    sharp.cache(false);
    const resized = await sharp(source)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    await keep(kept, resized);
    return resized;
  }
}

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Written aside, then renamed: a reader never sees half a copy. */
async function keep(file: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
  } finally {
    await fs.rm(partial, { force: true });
  }
}

/**
 * Every demo photo at every width, made ahead on the start that seeds the
 * demo: the first traveller to open a page then waits for no resizing, and
 * nor does a benchmark that starts the server and measures at once. About
 * 2 s for the 41 photos here (the first start took 8.1 s, 6.1 s before);
 * later starts find the copies kept.
 */
export async function makeDemoPhotoCopies(folders: PhotoFolders): Promise<number> {
  const resized = photoResizer(folders);
  const names = await fs.readdir(folders.demo, { recursive: true });
  const photos = names.filter((name) => name.endsWith('.webp')).map((name) => name.split(path.sep).join('/'));
  for (const photo of photos) {
    await Promise.all(PHOTO_WIDTHS.map((width) => resized(`demo/${photo}`, width)));
  }
  return photos.length;
}
