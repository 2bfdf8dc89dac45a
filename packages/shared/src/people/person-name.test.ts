import { describe, expect, it } from 'vitest';
import { ZPersonName, isNameLike } from './person-name';

describe('a name-like name', () => {
  it.each(['Ada', 'Ngozi Eze', "O'Neil", 'Oluwaseun-Adebayo', 'Jr.', 'Chukwuemeka Ọkọnkwọ', 'Zoë', 'محمد', '张伟', 'Dr. A. Bello', 'N’Dour', 'J.R.R. Tolkien', 'Ọ.J. Ọ̀kọ́'])(
    'takes %s',
    (name) => expect(isNameLike(name)).toBe(true),
  );

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
});
