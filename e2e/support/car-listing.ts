import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiCar, carsFromApi } from './cars';
import { expect } from './test';

/*
 * What the car-listing specs share: the listing's cards, filter and pages,
 * the rental request page's fields, and the SUVs the API lists.
 */

export const shots = process.env.SHOTS_DIR ?? '/tmp/shots-cars-public';
export const PAGE_SIZE = 12;

export const carName = (car: ApiCar) => `${car.make} ${car.model}`;
export const carCards = (page: Page) =>
  page.getByRole('list', { name: 'Cars' }).getByRole('article');
export const cardNames = (page: Page) => carCards(page).getByRole('heading', { level: 3 });
export const filter = (page: Page) => page.getByRole('region', { name: 'Filter Vehicles' });
export const toggle = (page: Page, bodyType: string) =>
  filter(page).getByRole('button', { name: bodyType, exact: true });
export const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages of cars' });
export const searchOf = (page: Page) => new URL(page.url()).searchParams;

/**
 * The cards show the page the API answers for the same question. Other specs
 * register and delete cars meanwhile, so the API is asked again until both agree.
 */
export async function expectListing(page: Page, request: APIRequestContext, query: string) {
  await expect(async () => {
    const { cars } = await carsFromApi(request, query);
    expect(await cardNames(page).allTextContents()).toEqual(cars.map(carName));
  }).toPass({ timeout: 10_000 });
}

export function requestPage(page: Page) {
  const main = page.getByRole('main');
  return {
    date: main.getByLabel('Pickup date'),
    time: main.getByLabel('Pickup time'),
    byHour: main.getByRole('radio', { name: 'By the hour' }),
    untilDate: main.getByRole('radio', { name: 'Until a date' }),
    hours: main.getByLabel('Duration (hours)'),
    returnDate: main.getByLabel('Return date'),
    returnTime: main.getByLabel('Return time'),
    escort: main.getByRole('checkbox', { name: /Add a driver-escort/ }),
    priceLines: main.getByTestId('hire-price-line'),
    clash: main.getByRole('alert').filter({ hasText: 'This car is already booked' }),
    fullName: main.getByLabel('Full name'),
    phone: main.getByLabel('Phone'),
    email: main.getByLabel('Email', { exact: true }),
    requests: main.getByLabel('Special requests (optional)'),
    total: page.getByTestId('hire-total'),
    confirm: main.getByRole('button', { name: 'Confirm Booking' }),
  };
}

/** How long: a number of hours, or a return date and time. */
export type HireLength = { hours: number } | { returnDate: string; returnTime: string };

export async function fillRequest(
  page: Page,
  { date, time, ...length }: { date: string; time: string } & HireLength,
) {
  const form = requestPage(page);
  await form.date.fill(date);
  await form.time.selectOption(time);
  if ('hours' in length) {
    await form.byHour.check();
    await form.hours.fill(String(length.hours));
  } else {
    await form.untilDate.check();
    await form.returnDate.fill(length.returnDate);
    await form.returnTime.selectOption(length.returnTime);
  }
  await form.fullName.fill('Chidi Okafor');
  await form.phone.fill('08031234567');
  await form.email.fill('chidi.okafor@example.ng');
  await form.requests.fill('Child seat, please');
}

/** The SUVs the API lists: the filter test and the journey hire the first. */
export async function suvs(request: APIRequestContext) {
  const { cars } = await carsFromApi(request, 'bodyType=SUV');
  expect(cars.length, 'at least one SUV to hire').toBeGreaterThan(0);
  return cars;
}
