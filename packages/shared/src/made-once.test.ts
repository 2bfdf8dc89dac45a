import { describe, expect, it } from 'vitest';
import { madeOnce } from './made-once';

describe('madeOnce', () => {
  it('makes nothing until asked, then makes once and hands back the same value', () => {
    let made = 0;
    const format = madeOnce(() => {
      made += 1;
      return new Intl.NumberFormat('en-NG');
    });
    expect(made).toBe(0);
    const first = format();
    expect(format()).toBe(first);
    expect(made).toBe(1);
    expect(first.format(1234)).toBe('1,234');
  });

  it('keeps a made value that is falsy', () => {
    let made = 0;
    const zero = madeOnce(() => {
      made += 1;
      return 0;
    });
    expect([zero(), zero()]).toEqual([0, 0]);
    expect(made).toBe(1);
  });
});
