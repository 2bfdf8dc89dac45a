import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHOTO_WIDTHS, type PhotoWidth } from '@waka/shared/uploads/photo-url';
import { writeAside } from './write-aside';

/** The demo catalogue's photos, shipped with the API and served at /media/demo/. */
export const DEMO_MEDIA = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../assets/demo',
);
/**
 * How long a photo whose name is not a content hash may be cached: a demo
 * photo, a copy of one, the web app's hero photos. A day: they change only
 * with a release.
 */
export const UNHASHED_PHOTO_CACHE_CONTROL = 'public, max-age=86400';

/** Where the photos a resized copy is made from are, by the first part of their path. */
export type PhotoFolders = { demo: string; uploads: string };

/** One of our photos (`demo/…` or `uploads/…`) at a width; undefined when there is no such photo. */
export type PhotoResizer = (photo: string, width: PhotoWidth) => Promise<Buffer | undefined>;

/** sharp, loaded on the first copy made (not at start-up), without libvips' cache. */
let sharpLoaded: Promise<(typeof import('sharp'))['default']> | undefined;
function loadSharp() {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    // Each photo is read once and its copy kept on disk: libvips' own cache of
    // decoded images could only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/**
 * The photo at `photo` (`demo/…` or `uploads/…`, already checked against
 * ZResizedPhotoParams) at most `width` px wide, as WebP; undefined when there
 * is no such photo. Each copy is made once with sharp and kept in
 * `<uploads>/.sized/` (the dot keeps it out of what /uploads/ serves), so
 * later askings read a file. Two askings at once share one making.
 */
export function photoResizer(folders: PhotoFolders): PhotoResizer {
  const making = new Map<string, Promise<Buffer | undefined>>();
  const cacheDir = path.join(folders.uploads, '.sized');

  return (photo, width) => {
    const key = `${width}/${photo}`;
    let pending = making.get(key);
    if (!pending) {
      pending = readOrMake(photo, width, path.join(cacheDir, key)).finally(() =>
        making.delete(key),
      );
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
    const sharp = await loadSharp();
    const resized = await sharp(source)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    await writeAside(kept, resized);
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

/**
 * Every demo photo at every width, made ahead on the start that seeds the
 * demo: the first traveller to open a page then waits for no resizing, and
 * nor does a benchmark that starts the server and measures at once. About
 * 2 s for the 41 photos here (the first start took 8.1 s, 6.1 s before);
 * later starts find the copies kept.
 */
export async function makeDemoPhotoCopies(uploadsDir: string): Promise<number> {
  const resized = photoResizer({ demo: DEMO_MEDIA, uploads: uploadsDir });
  const names = await fs.readdir(DEMO_MEDIA, { recursive: true });
  const photos = names
    .filter((name) => name.endsWith('.webp'))
    .map((name) => name.split(path.sep).join('/'));
  for (const photo of photos) {
    await Promise.all(PHOTO_WIDTHS.map((width) => resized(`demo/${photo}`, width)));
  }
  return photos.length;
}
