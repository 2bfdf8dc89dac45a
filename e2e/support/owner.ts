import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from '@playwright/test';
import { signUpThroughApi } from './pages';
import { expect } from './test';

/*
 * What the owner-area specs share: a fresh owner of their own in a context of
 * their own (axe needs one made with browser.newContext), and the few ways
 * they reach a form's fields.
 */

/** Where the owner specs' screenshots go (SHOTS_DIR overrides it). */
export const shots =
  process.env.SHOTS_DIR ??
  fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

export const unique = () => Math.random().toString(36).slice(2, 8);

/**
 * Signs up through the API, as signUpThroughApi does. Sign-up allows a few
 * attempts a minute from one address, and every test of these specs signs
 * up someone of its own: on 429, wait for the window to move.
 */
export async function signUp(page: Page, role: 'customer' | 'hotelOwner' = 'hotelOwner') {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await signUpThroughApi(page, role);
    } catch (error) {
      if (attempt >= 8 || !String(error).includes(' 429 ')) throw error;
      await page.waitForTimeout(10_000);
    }
  }
}

/** A page signed in as a new owner, `width` wide (phones 780 high, wider screens `height`). */
export async function ownerPage(
  browser: Browser,
  baseURL: string | undefined,
  width = 1280,
  height = 900,
) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 768 ? 780 : height },
  });
  const page = await context.newPage();
  await signUp(page);
  return { context, page };
}

/** What a browser sends with a write (the same trick as signUpThroughApi). */
export const origin = () => ({ origin: process.env.E2E_BASE_URL ?? '' });

export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(label, { exact: true });

/** Focuses and leaves a field, as a person passing through it does. */
export async function touch(locator: Locator) {
  await locator.focus();
  await locator.blur();
}

/** A check of one message: fills the field when given a value, leaves it, and expects the message. */
export const touchedSays =
  (scope: Locator) => async (label: string, message: string, value?: string) => {
    const input = field(scope, label);
    if (value !== undefined) await input.fill(value);
    await touch(input);
    await expect(scope.getByText(message, { exact: true })).toBeVisible();
  };

/** How far the page scrolls sideways: 0 when it fits. */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
