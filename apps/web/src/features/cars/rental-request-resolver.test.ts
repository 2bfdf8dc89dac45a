import { addDays, lagosToday } from '@waka/shared/dates';
import { describe, expect, it } from 'vitest';
import { rentalRequestResolver } from './rental-request-resolver';

const day = addDays(lagosToday(), 40);
const blank = {
  pickupDate: day,
  pickupTime: '10:00',
  hours: '',
  returnDate: '',
  returnTime: '',
  escort: false,
  fullName: '',
  phone: '',
  email: '',
  specialRequests: '',
};
const options = { fields: {}, shouldUseNativeValidation: false } as never;
const messages = async (values: typeof blank, by: 'hours' | 'return') => {
  const { errors } = await rentalRequestResolver(values, { by }, options);
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));
};

describe('rentalRequestResolver', () => {
  it('checks only the hours, by the hour', async () => {
    const said = await messages({ ...blank, returnDate: 'nonsense' }, 'hours');
    expect(said.hours).toBe('Hours required');
    expect(said).not.toHaveProperty('returnDate');
  });

  it('checks only the return, until a date', async () => {
    const said = await messages({ ...blank, hours: '99' }, 'return');
    expect(said).not.toHaveProperty('hours');
    expect(said.returnDate).toBe('Return date is required');
    expect(said.returnTime).toBe('Return time is required');
  });

  it('says a return before the pickup is wrong while the name is still empty', async () => {
    const said = await messages({ ...blank, returnDate: day, returnTime: '09:00' }, 'return');
    expect(said.fullName).toBe('Full name is required');
    expect(said.returnDate).toBe('Return must be at least 1 hour after pickup');
  });

  it('says a hire past 30 days is too long while the name is still empty', async () => {
    const returnDate = addDays(day, 31);
    const said = await messages({ ...blank, returnDate, returnTime: '10:00' }, 'return');
    expect(said.returnDate).toBe('A hire can be at most 30 days');
  });

  it('says a pickup in the past while the time is still empty', async () => {
    const said = await messages(
      { ...blank, pickupDate: addDays(lagosToday(), -1), pickupTime: '' },
      'hours',
    );
    expect(said.pickupDate).toBe('Pickup date must be in the future');
  });

  it('passes a whole request with the chosen length only', async () => {
    const { values, errors } = await rentalRequestResolver(
      {
        ...blank,
        hours: '5',
        returnDate: day,
        returnTime: '09:00',
        fullName: 'Ada Obi',
        phone: '08031234567',
        email: 'ada@example.ng',
      },
      { by: 'hours' },
      options,
    );
    expect(errors).toEqual({});
    expect(values).toMatchObject({ hours: 5 });
    expect(values).not.toHaveProperty('returnDate');
  });
});
