import { describe, expect, it } from 'vitest';
import type { TProfile } from '@waka/shared/accounts/profile';
import { guestFromProfile, renterFromProfile } from './profile';

const profile = (name: string, phone: string | null): TProfile => ({
  name,
  email: 'ada@example.ng',
  phone,
  role: 'customer',
  emailVerified: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  accountHome: 'waka',
  accountPage: null,
});

describe('the booking forms start from the profile', () => {
  it('splits the name at its first space for the first and last name', () => {
    expect(guestFromProfile(profile('Ada Obi', '08031234567'))).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.ng',
      phone: '08031234567',
    });
    expect(guestFromProfile(profile('Chukwuemeka  Ọkọnkwọ Eze', null))).toMatchObject({
      firstName: 'Chukwuemeka',
      lastName: 'Ọkọnkwọ Eze',
      phone: '',
    });
    expect(guestFromProfile(profile('Ada', null))).toMatchObject({
      firstName: 'Ada',
      lastName: '',
    });
  });

  it('gives the car hire the whole name', () => {
    expect(renterFromProfile(profile('Ada Obi', null))).toEqual({
      fullName: 'Ada Obi',
      email: 'ada@example.ng',
      phone: '',
    });
  });
});
