/**
 * Numbers written as en-NG writes them (12,500 and 12,500.50), without Intl.
 *
 * Why not Intl.NumberFormat: a page's first Intl formatter loads the engine's
 * locale data, a long task on a phone's main thread, paid inside the render
 * that first shows a price (figures:
 * docs/decisions/0013-numbers-and-dates-written-without-intl.md). The rules
 * here are few and fixed; `number-text.test.ts` checks them against Intl
 * itself.
 */

/**
 * `value`'s size rounded to `fractionDigits` decimals as Intl rounds: the
 * shortest decimal that reads back as the number (1.005, not
 * 1.00499999999999989…), half away from zero.
 */
function roundedDigits(size: number, fractionDigits: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(size).split('e');
  const dot = mantissa.indexOf('.');
  let digits = mantissa.replace('.', '');
  let point = (dot < 0 ? mantissa.length : dot) + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  const keep = point + fractionDigits;
  digits = digits.padEnd(keep + 1, '0');
  let kept = BigInt(digits.slice(0, keep) || '0');
  if (digits.charAt(keep) >= '5') kept += 1n;
  const text = kept.toString().padStart(fractionDigits + 1, '0');
  return {
    whole: text.slice(0, text.length - fractionDigits),
    fraction: text.slice(text.length - fractionDigits),
  };
}

const groupThousands = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** True for every number Intl writes with a minus, -0 and -0.001 included. */
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/**
 * `value` with grouped thousands and between `minFraction` and `maxFraction`
 * decimals, behind `prefix` (a currency sign) and after any minus.
 * NaN and the infinities read as Intl reads them (NaN, ∞).
 */
export function numberText(
  value: number,
  { minFraction = 0, maxFraction = 3, prefix = '' } = {},
): string {
  const sign = isNegative(value) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}${prefix}${Number.isNaN(value) ? 'NaN' : '∞'}`;
  const { whole, fraction } = roundedDigits(Math.abs(value), maxFraction);
  let shown = fraction;
  while (shown.length > minFraction && shown.endsWith('0')) shown = shown.slice(0, -1);
  return `${sign}${prefix}${groupThousands(whole)}${shown ? `.${shown}` : ''}`;
}
