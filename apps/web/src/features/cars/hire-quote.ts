import type { TCar } from '@waka/shared/cars/car';
import { priceHire, hirePriceSentence, type HireRatesKobo } from '@waka/shared/cars/hire-price';
import { hirePriceLines, type THirePriceLine } from '@waka/shared/cars/hire-price-lines';
import { koboToNaira, nairaToKobo } from '@waka/shared/money';

/** The car's rates in kobo, the escort's only when it is chosen and the car has one. */
export function carHireRates(car: TCar, escort: boolean): HireRatesKobo {
  const escortOffered = car.escortAvailable && car.escortPrice !== null;
  return {
    hourlyKobo: nairaToKobo(car.hourlyRate),
    dailyKobo: nairaToKobo(car.dailyRate),
    weeklyKobo: nairaToKobo(car.weeklyRate),
    escortDailyKobo: escort && escortOffered ? nairaToKobo(car.escortPrice!) : null,
  };
}

export type HireQuote = {
  lines: THirePriceLine[];
  /** Naira: what is sent as totalPrice and checked by the server. */
  total: number;
  /** '1 week ₦250,000.00 + 2 days ₦84,000.00 = ₦334,000.00'. */
  sentence: string;
};

/**
 * What the hire costs, by the shared rule the server prices it with
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md): the page never
 * works a price out on its own.
 */
export function quoteHire(car: TCar, hours: number, escort: boolean): HireQuote {
  const price = priceHire(hours, carHireRates(car, escort));
  return {
    lines: hirePriceLines(price),
    total: koboToNaira(price.totalKobo),
    sentence: hirePriceSentence(price),
  };
}
