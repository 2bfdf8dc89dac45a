import { expect, test } from '../support/test';

// A name is name-like (docs/decisions/0016): the sign-up form says so on touch.
test('sign-up refuses a name with digits or a link, in the form’s own words', async ({ page }) => {
  await page.goto('/sign-up');
  const name = page.getByLabel('Full name');
  const message = page.getByText(
    'Name can only contain letters, spaces, apostrophes, hyphens and dots',
  );
  for (const written of ['Ada 2 Win', 'Ada www.evil.example']) {
    await name.fill(written);
    await name.blur();
    await expect(message).toBeVisible();
  }
  await name.fill('Ada Obi-Ọkọ');
  await expect(message).toHaveCount(0);
});
