import { describe, expect, it } from 'vitest';
import {
  needHelpWords,
  nigerianNumber,
  phoneNumberText,
  telHref,
  whatsAppHref,
} from './support-line';

describe('a Nigerian number in international form', () => {
  it.each([
    ['+234 800 000 9252', '+2348000009252'],
    ['+2348031234567', '+2348031234567'],
    ['+234-901-000-9252', '+2349010009252'],
    [' +234 1 234 5678 ', '+23412345678'],
  ])('takes %s as %s', (value, international) => expect(nigerianNumber(value)).toBe(international));

  it.each([
    '08031234567',
    '2348031234567',
    '+234 0803 123 4567',
    '+234 803 123 456',
    '+234 603 123 4567',
    '+44 20 7946 0000',
    '+234 800 000 9252 ext 2',
    '',
  ])('refuses %j', (value) => expect(nigerianNumber(value)).toBeNull());

  it('reads in groups, and makes a call link and a WhatsApp link', () => {
    expect(phoneNumberText('+2348000009252')).toBe('+234 800 000 9252');
    expect(phoneNumberText('+23412345678')).toBe('+234 1 234 5678');
    expect(telHref('+2348000009252')).toBe('tel:+2348000009252');
    expect(whatsAppHref('+2348000009253')).toBe('https://wa.me/2348000009253');
    expect(needHelpWords({ phone: '+2348000009252', whatsapp: '+2348000009253' })).toBe(
      'Need help? Call +234 800 000 9252 or WhatsApp +234 800 000 9253.',
    );
  });
});
