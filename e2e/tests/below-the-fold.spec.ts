import { expect, test } from '../support/test';

/*
 * bench/web/README.md: on /rooms and /car-listing the first row of cards
 * comes with the result count, in the same commit
 * (lib/scroll/use-first-row-first.ts), while the rest follow at a
 * transition's priority; and the cards after the first row are drawn only
 * when they near the screen (content-visibility: auto,
 * lib/scroll/below-the-fold.ts): a card further down is skipped while far
 * away and drawn once scrolled to.
 */
const rendering = (list: import('@playwright/test').Locator) =>
  list.locator(':scope > li').evaluateAll((items) =>
    items.map((item) => ({
      contentVisibility: getComputedStyle(item).contentVisibility,
      // True while the browser skips drawing the card inside (far from the screen).
      skipped: !item.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
    })),
  );

/**
 * Watches the page from its first byte: what the list held at the first
 * moment its result count was on screen. A MutationObserver's callback runs
 * after each of React's commits, so a count drawn over the loading skeleton,
 * even for one frame, is seen.
 */
function watchFirstCount() {
  const seen: { cards: number; skeleton: boolean }[] = [];
  (window as unknown as { firstCount: typeof seen }).firstCount = seen;
  new MutationObserver(() => {
    const count = document.querySelector('main h1 ~ p[aria-live="polite"]');
    if (seen.length > 0 || !count?.textContent) return;
    seen.push({
      cards: document.querySelectorAll('main ul:not([aria-hidden="true"]) > li article').length,
      skeleton: document.querySelector('main ul[aria-hidden="true"]') !== null,
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

for (const { path, list, firstRow } of [
  // Not the loading skeleton's list (aria-hidden), which has the same grid.
  { path: '/rooms', list: 'main ul[class*="grid"]:not([aria-hidden="true"])', firstRow: 3 },
  { path: '/car-listing', list: 'ul[aria-label="Cars"]', firstRow: 4 },
]) {
  test(`${path}: the first row is drawn at once, later cards when scrolled to`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    const cards = page.locator(list).first();
    await expect(cards.locator(':scope > li').nth(firstRow + 2)).toBeAttached();
    const before = await rendering(cards);
    expect(before.slice(0, firstRow).map((card) => card.contentVisibility)).toEqual(
      Array(firstRow).fill('visible'),
    );
    expect(before.slice(firstRow).every((card) => card.contentVisibility === 'auto')).toBe(true);
    // At 360 px one card fills the screen: the last one is far below and skipped.
    expect(before.at(-1)!.skipped).toBe(true);

    const last = cards.locator(':scope > li').last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await rendering(cards)).at(-1)!.skipped).toBe(false);
    await expect(last.getByRole('article')).toBeVisible();
  });

  test(`${path}: the first row comes with the result count, not after it`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.addInitScript(watchFirstCount);
    await page.goto(path);
    await expect(
      page
        .locator(list)
        .first()
        .locator(':scope > li')
        .nth(firstRow + 2),
    ).toBeAttached();
    const [first] = await page.evaluate(
      () =>
        (window as unknown as { firstCount: { cards: number; skeleton: boolean }[] }).firstCount,
    );
    expect(first).toEqual({ cards: firstRow, skeleton: false });
  });
}
