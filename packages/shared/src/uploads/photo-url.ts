/*
 * Our photos at the width a page shows them
 * (docs/decisions/0012-photos-at-the-width-a-page-shows-them.md). An uploaded
 * photo is kept up to 1,600 px wide, a demo photo 800; a card shows one about
 * 380 CSS px wide. The server makes and keeps each photo at a few widths (GET
 * /media/w/{width}/…, resized-photo routes); the page asks for the one that
 * fits. One width per place rather than a srcset, so the page, the server's
 * preload and the photo in the first HTML all name the same address and the
 * browser fetches it once. No zod here: the cards that import it load on a
 * page's first screen.
 */

/** The widths the server makes; any other is refused, so the cache stays small. */
export const PHOTO_WIDTHS = [640, 960] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** A card's photo (hotel, car, room type, the hotel page's own): about 380 CSS px, sharp on a phone's 1.75x screen. */
export const CARD_PHOTO_WIDTH: PhotoWidth = 640;
/** A photo shown large: the car's details, up to 640 CSS px. */
export const LARGE_PHOTO_WIDTH: PhotoWidth = 960;

/** Where the resized photos are served. */
export const RESIZED_PHOTO_PATH = '/media/w/';

/**
 * A photo the server holds, as the resize route names it: `demo/…` (served
 * at /media/demo/) or `uploads/…` (the disk store's). Each part starts with a
 * letter or digit and holds no dot, so no path climbs out of its folder.
 */
export const PHOTO_PATH = /^(?:demo|uploads)(?:\/[A-Za-z0-9][\w-]*)+\.webp$/;

/** The resize route's name for the photo served at `pathname`, if it is one of ours. */
function photoPathOf(pathname: string): string | undefined {
  const photo = pathname.startsWith('/media/demo/')
    ? pathname.slice('/media/'.length)
    : pathname.startsWith('/uploads/')
      ? pathname.slice(1)
      : undefined;
  return photo && PHOTO_PATH.test(photo) ? photo : undefined;
}

/**
 * `url` at `width` px wide at most, when it is one of our photos: a path
 * (the demo photos) or an address on `ownOrigin` (the disk store's uploads);
 * any other address as it is (another host cannot resize it).
 */
export function photoUrl(url: string, width: PhotoWidth, ownOrigin?: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return url;
  }
  const relative = parsed.origin === 'http://relative.invalid';
  if (!relative && parsed.origin !== ownOrigin) return url;
  const photo = parsed.search || parsed.hash ? undefined : photoPathOf(parsed.pathname);
  if (!photo) return url;
  const resized = `${RESIZED_PHOTO_PATH}${width}/${photo}`;
  return relative ? resized : parsed.origin + resized;
}
