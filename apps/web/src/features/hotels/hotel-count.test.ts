import { describe, expect, it } from 'vitest';
import { hotelCountText } from './hotel-count';

describe('hotelCountText', () => {
  it('counts hotels in words, one and many', () => {
    expect(hotelCountText(0, true)).toBe('0 hotels');
    expect(hotelCountText(1, true)).toBe('1 hotel');
    expect(hotelCountText(1240, true)).toBe('1,240 hotels');
  });

  it('says "+" when the list stopped counting at its bound', () => {
    expect(hotelCountText(240, false)).toBe('240+ hotels');
  });
});
