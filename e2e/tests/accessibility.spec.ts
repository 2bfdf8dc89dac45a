import { seriousViolations } from '../support/axe';
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

    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}
