import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { carsFromApi, type ApiCar } from './cars';
import { expect } from './test';

/*
 * What the car-hire landing specs share: the hero's slides, the fleet's
 * cards and View More, and the fleet checked against the API.
 */

export const shots = process.env.SHOTS_DIR ?? '/tmp/shots-car-landing';
export const shot = (name: string) => path.join(shots, name);

export const TITLES = [
  'Premium Car Collection',
  'Best Rental Prices in Abuja',
  'Flexible Rental Options in Abuja',
];
export const FLEET_PAGE_SIZE = 8;

export const names = (cars: ApiCar[]) => cars.map((car) => `${car.make} ${car.model}`);

export const hero = (page: Page) => page.getByRole('region', { name: 'Car hire in Abuja' });
export const fleet = (page: Page) => page.getByRole('region', { name: 'Our Rental Fleet' });
export const fleetCards = (page: Page) =>
  fleet(page).getByRole('list', { name: 'Cars' }).getByRole('article');
export const fleetNames = (page: Page) => fleetCards(page).getByRole('heading', { level: 3 });
export const viewMore = (page: Page) => fleet(page).getByRole('button', { name: 'View More' });

/** The hero's slide on show: its title, its dot current, and the other titles gone once faded. */
export async function expectSlide(page: Page, index: number) {
  for (const [other, title] of TITLES.entries()) {
    const heading = hero(page).getByRole('heading', { level: 2, name: title });
    if (other === index) await expect(heading).toBeVisible();
    else await expect(heading).toBeHidden();
  }
  await expect(
    hero(page)
      .getByRole('group', { name: 'Slides' })
      .getByRole('button', {
        name: `Show slide ${index + 1}`,
      }),
  ).toHaveAttribute('aria-current', 'true');
}

/**
 * The fleet shows one of the API's answers: another spec may register or
 * delete a car between the two reads, so either read before or after counts.
 */
export async function expectFleetOf(page: Page, request: APIRequestContext, query: string) {
  const before = await carsFromApi(request, query);
  await expect(fleetCards(page)).toHaveCount(Math.min(before.total, FLEET_PAGE_SIZE));
  const shown = await fleetNames(page).allTextContents();
  const after = await carsFromApi(request, query);
  expect([names(before.cars), names(after.cars)]).toContainEqual(shown);
}

/** The pointer leaves the hero and focus leaves the page's controls: the hero may move again. */
export async function letGo(page: Page) {
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}
