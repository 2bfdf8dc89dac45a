/** Debian's Chromium; CHROMIUM_PATH overrides it (as in scripts/test.mjs). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
