import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const SUBSCRIBED = 'Thank you for subscribing! Look out for our next newsletter.';

/** A fresh address per test: the tests run in parallel against one database. */
const freshEmail = (who: string) =>
  `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.ng`;

const stayInspired = (page: Page) => page.getByRole('region', { name: 'Stay Inspired' });
const footerBox = (page: Page) =>
  page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });

async function subscribe(box: ReturnType<typeof stayInspired>, email: string) {
  await box.getByLabel('Email address').fill(email);
  await box.getByRole('button', { name: 'Subscribe' }).click();
}

test('Stay Inspired subscribes, and the same email again gets the same thanks', async ({
  page,
}) => {
  const email = freshEmail('ada');
  await page.goto('/');
  const box = stayInspired(page);

  await subscribe(box, email);
  await expect(box.getByRole('status')).toHaveText(SUBSCRIBED);
  await expect(box.getByLabel('Email address')).toHaveValue('');

  // Case and spaces make no second subscription, and the answer does not say
  // whether the address was on the list (docs/decisions/0018).
  const again = page.waitForResponse((r) => r.url().endsWith('/api/v1/newsletter'));
  await subscribe(box, `  ${email.toUpperCase()} `);
  expect((await again).status()).toBe(201);
  await expect(box.getByRole('status')).toHaveText(SUBSCRIBED);
  await expect(box.getByRole('alert')).toHaveCount(0);
});

test('a bad email is refused before anything is sent', async ({ page }) => {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/newsletter')) posts += 1;
  });
  await page.goto('/');
  const box = stayInspired(page);

  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('alert')).toHaveText('Email is required');

  await subscribe(box, 'ada@lagos');
  await expect(box.getByRole('alert')).toHaveText('Please enter a valid email address');
  await expect(box.getByLabel('Email address')).toBeFocused();
  expect(posts).toBe(0);
});

test('shows Subscribing... while waiting, and the server’s word on the email', async ({ page }) => {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/newsletter', async (route) => {
    await answered;
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'VALIDATION_FAILED',
        message: 'Check the email address',
        fields: { email: 'This email domain does not accept mail' },
      }),
    });
  });
  await page.goto('/');
  const box = stayInspired(page);

  await subscribe(box, freshEmail('bola'));
  const button = box.getByRole('button', { name: 'Subscribing...' });
  await expect(button).toBeDisabled();
  release();
  await expect(box.getByRole('alert')).toHaveText('This email domain does not accept mail');
  await expect(box.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

test('the footer box subscribes too, on any page', async ({ page }) => {
  const email = freshEmail('chidi');
  await page.goto('/rooms');
  const box = footerBox(page);

  await subscribe(box, email);
  await expect(box.getByRole('status')).toHaveText(SUBSCRIBED);

  const again = page.waitForResponse((r) => r.url().endsWith('/api/v1/newsletter'));
  await subscribe(box, email);
  expect((await again).status()).toBe(201);
  await expect(box.getByRole('status')).toHaveText(SUBSCRIBED);
});
