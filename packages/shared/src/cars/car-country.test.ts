import { describe, expect, it } from 'vitest';
import { CAR_COUNTRY_MESSAGES, ZCarCountry } from './car-country';

const messageFor = (country: unknown) => ZCarCountry.safeParse(country).error?.issues[0]?.message;

describe('the car registration country (docs/product.md#overview, #completed-features, #places)', () => {
  it('takes Nigeria', () => {
    expect(ZCarCountry.parse('Nigeria')).toBe('Nigeria');
  });

  it('asks for a country when none is chosen', () => {
    expect(messageFor('')).toBe(CAR_COUNTRY_MESSAGES.required);
    expect(messageFor(undefined)).toBe(CAR_COUNTRY_MESSAGES.required);
  });

  it('says plainly that another country is not served', () => {
    expect(messageFor('Ghana')).toBe(CAR_COUNTRY_MESSAGES.nigeriaOnly);
  });
});
