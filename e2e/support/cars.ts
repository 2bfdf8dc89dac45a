import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';

/*
 * What the public car specs share: cars read from the API for the same
 * question a page asks, never assumed from the demo seed.
 */

export type ApiCar = {
  carId: string;
  make: string;
  model: string;
  year: number;
  bodyType: string;
  category: string;
  dailyRate: number;
  hourlyRate: number;
  pickupAddress: string;
};

/** A page of /cars/allcars for the query, and the total the API counts. */
export async function carsFromApi(request: APIRequestContext, query = '') {
  const response = await request.get(`/api/v1/cars/allcars${query ? `?${query}` : ''}`);
  expect(response.status(), await response.text()).toBe(200);
  return {
    cars: (await response.json()) as ApiCar[],
    total: Number(response.headers()['x-total-count']),
  };
}

/**
 * Scrolls through the page `step` px at a time, waiting `pauseMs` at each,
 * so lazy photos load before a full-page screenshot.
 */
export async function loadEveryImage(page: Page, { step = 500, pauseMs = 0 } = {}) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    if (pauseMs) await page.waitForTimeout(pauseMs);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}
