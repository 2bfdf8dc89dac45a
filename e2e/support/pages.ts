import type { Page } from '@playwright/test';

/** The public navigation bar (the only element carrying data-solid). */
export const publicHeader = (page: Page) => page.locator('header[data-solid]');

/** The 12 featured hotel cards on the home page. */
export const featuredHotels = (page: Page) =>
  page.getByRole('region', { name: 'Featured Destination' }).getByRole('listitem');

/** The hotel cards of /rooms. */
export const hotelCards = (page: Page) => page.getByRole('main').getByRole('article');

/** My Bookings' cards, upcoming then past (stays and car hires alike). */
export const myBookingCards = (page: Page) => page.getByRole('main').getByRole('article');

/** The My Bookings card of one booking, found by its reference. */
export const myBookingCard = (page: Page, reference: string) =>
  myBookingCards(page).filter({ hasText: reference });

/** One of My Bookings' two lists: 'Upcoming', or 'Past and cancelled'. */
export const myBookingList = (page: Page, title: 'Upcoming' | 'Past and cancelled') =>
  page.getByRole('region', { name: new RegExp(`^${title}`) });

/**
 * Creates an account through the API with the page's own cookie jar, so the
 * page is signed in afterwards. The Origin header is what a browser sends.
 */
export async function signUpThroughApi(page: Page, role: 'customer' | 'hotelOwner' = 'customer') {
  const baseURL = process.env.E2E_BASE_URL ?? '';
  const email = `${role}.${Math.random().toString(36).slice(2, 10)}@example.ng`;
  const response = await page.request.post('/api/v1/auth/sign-up/email', {
    data: {
      name: role === 'hotelOwner' ? 'Amaka Eze' : 'Tunde Bello',
      email,
      password: 'a good long password',
      role,
    },
    headers: { origin: baseURL },
  });
  if (!response.ok())
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  // A sign-up opens no session (docs/decisions/0018): sign in, as the web does.
  const signedIn = await page.request.post('/api/v1/auth/sign-in/email', {
    data: { email, password: 'a good long password' },
    headers: { origin: baseURL },
  });
  if (!signedIn.ok())
    throw new Error(`sign-in failed: ${signedIn.status()} ${await signedIn.text()}`);
  return { email };
}
