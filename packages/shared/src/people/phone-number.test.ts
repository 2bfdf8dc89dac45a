import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, ZOptionalPhoneNumber, ZPhoneNumber } from './phone-number';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('an optional phone number', () => {
  it('reads empty, or only spaces, as none', () => {
    expect(ZOptionalPhoneNumber.parse('')).toBeNull();
    expect(ZOptionalPhoneNumber.parse('   ')).toBeNull();
  });

  it('takes a number the required rule takes, trimmed', () => {
    expect(ZOptionalPhoneNumber.parse(' +2348031234567 ')).toBe('+2348031234567');
    expect(ZOptionalPhoneNumber.parse('08031234567')).toBe('08031234567');
  });

  it.each([
    ['0803-123-4567', PHONE_MESSAGES.phoneDigits],
    ['080312345', PHONE_MESSAGES.phoneLength],
    ['0803123456789012', PHONE_MESSAGES.phoneTooLong],
  ])('refuses %s with the required rule’s words', (phone, message) => {
    expect(firstMessage(ZOptionalPhoneNumber.safeParse(phone))).toBe(message);
    expect(firstMessage(ZPhoneNumber.safeParse(phone))).toBe(message);
  });

  it('refuses what is not text', () => {
    expect(firstMessage(ZOptionalPhoneNumber.safeParse(8031234567))).toBe(
      PHONE_MESSAGES.phoneDigits,
    );
  });
});
