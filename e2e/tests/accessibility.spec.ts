import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';

for (const path of ['/', '/rooms']) {
  test(`${path} has no serious or critical accessibility violations`, async ({
    browser,
    baseURL,
  }) => {
    // axe-core/playwright needs a page from a context made with browser.newContext().
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        where: v.nodes.map((n) => n.target.join(' ')),
      }));
    expect(serious).toEqual([]);
    await context.close();
  });
}
