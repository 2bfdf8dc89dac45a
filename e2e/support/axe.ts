import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * The serious and critical axe findings on the page as it stands, in a shape
 * that reads well in a failed toEqual([]). The page must come from a context
 * made with browser.newContext(): axe-core/playwright needs its own context.
 */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, help: v.help, where: v.nodes.map((n) => n.target.join(' ')) }));
}

/**
 * No serious or critical axe findings at 1280 and 360 px, then back to
 * 1280. `settleMs` waits after each resize, for a page whose layout moves
 * a moment after it.
 */
export async function axeAtBothWidths(page: Page, what: string, settleMs = 0) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    if (settleMs > 0) await page.waitForTimeout(settleMs);
    expect(await seriousViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
