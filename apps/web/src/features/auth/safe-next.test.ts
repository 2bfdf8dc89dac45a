import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeNext('/my-bookings')).toBe('/my-bookings');
    expect(safeNext('/owner/view-cars?page=2')).toBe('/owner/view-cars?page=2');
  });

  it('sends anything else home: none, another origin, a scheme-relative or a relative address', () => {
    for (const next of [null, '', 'https://evil.example', '//evil.example/x', 'my-bookings']) {
      expect(safeNext(next)).toBe('/');
    }
  });
});
