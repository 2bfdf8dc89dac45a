import { describe, expect, it } from 'vitest';
import { hireLengthWords } from './hire-length-words';

describe('hireLengthWords', () => {
  it('says hours under a day, whole days as days, and the rest after the days', () => {
    expect(hireLengthWords(1)).toBe('1 hour');
    expect(hireLengthWords(23)).toBe('23 hours');
    expect(hireLengthWords(24)).toBe('1 day');
    expect(hireLengthWords(25)).toBe('1 day 1 hour');
    expect(hireLengthWords(72)).toBe('3 days');
    expect(hireLengthWords(7 * 24 + 5)).toBe('7 days 5 hours');
  });
});
