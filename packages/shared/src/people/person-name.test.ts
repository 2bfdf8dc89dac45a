import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZPersonName, isNameLike } from './person-name';

describe('a name-like name', () => {
  it.each([
    'Ada',
    'Ngozi Eze',
    "O'Neil",
    'Oluwaseun-Adebayo',
    'Jr.',
    'Chukwuemeka Ọkọnkwọ',
    'Zoë',
    'محمد',
    '张伟',
    'Dr. A. Bello',
    'N’Dour',
    'J.R.R. Tolkien',
    'Ọ.J. Ọ̀kọ́',
  ])('takes %s', (name) => expect(isNameLike(name)).toBe(true));

  it.each([
    'Re-enter it at http://evil.example',
    'Guest 22',
    'ada@example.ng',
    'Call: 0803',
    'a/b',
    '-Ada',
    "'",
    '.',
    'Ada <b>',
    'Ada\nObi',
    // A web address needs no digits or colon: a dot straight after a word is one.
    'www.evil.example',
    'Musa see evil.example',
    'Bank.Verify Now',
    'x.co',
  ])('refuses %s', (name) => expect(isNameLike(name)).toBe(false));

  it('names the rule in the field’s own words, and bounds the length', () => {
    const schema = ZPersonName('First name', { requiredMessage: 'First name is required', max: 5 });
    expect(schema.safeParse('  ').error?.issues[0]?.message).toBe('First name is required');
    expect(schema.safeParse('Abcdefg').error?.issues[0]?.message).toBe('Maximum 5 characters');
    expect(schema.safeParse('Ab1').error?.issues[0]?.message).toBe(
      'First name can only contain letters, spaces, apostrophes, hyphens and dots',
    );
    expect(schema.parse(' Ada ')).toBe('Ada');
  });

  it('leaves the form’s own checks running when a name is wrong, so every message shows at once', () => {
    const form = z
      .object({
        name: ZPersonName('Name', { requiredMessage: 'Name is required', max: 5 }),
        day: z.string(),
      })
      .superRefine((value, ctx) =>
        ctx.addIssue({ code: 'custom', path: ['day'], message: 'Day is past' }),
      );
    for (const name of ['', 'Abcdefg', 'Ab1']) {
      const paths = form
        .safeParse({ name, day: 'x' })
        .error?.issues.map((issue) => issue.path.join('.'));
      expect(paths, name).toEqual(['name', 'day']);
    }
  });
});
