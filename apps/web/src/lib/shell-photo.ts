import { FIRST_PHOTO_SLOT } from '@waka/shared/web/first-photo-slot';

/** The photo the server showed in this page's prerendered first screen, and the address it was for. */
let shellPhoto: { address: string; src: string } | undefined;

/**
 * Notes the photo the server put in the first screen's photo slot
 * (first-load-links.ts), before the app replaces that screen (main.tsx). The
 * app's first render is the same loading state, and without this its slot
 * would be empty again until the data came: photo, grey, photo.
 */
export function keepShellPhoto(root: HTMLElement): void {
  const src = root.querySelector(`img[${FIRST_PHOTO_SLOT}][src]`)?.getAttribute('src');
  if (src) shellPhoto = { address: window.location.pathname + window.location.search, src };
}

/** That photo, for the page at `address` only: another page's first card is another photo. */
export function shellPhotoFor(address: string): string | undefined {
  return shellPhoto?.address === address ? shellPhoto.src : undefined;
}
