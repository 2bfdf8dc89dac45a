import { expect, test } from '../support/test';

test.use({ viewport: { width: 360, height: 740 } });

for (const path of ['/', '/rooms', '/rooms?destination=Lagos']) {
  test(`${path} fits a 360 px wide screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBe(0);
  });
}
