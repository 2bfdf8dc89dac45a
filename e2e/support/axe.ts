import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
