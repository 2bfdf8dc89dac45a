import { z } from 'zod';
import { nigerianNumber } from '@waka/shared/support/support-line';

/**
 * The support line's demo numbers (README.md#configuration): for the demo
 * marketplace only; a real deployment sets its own.
 */
export const DEMO_SUPPORT_PHONE = '+2348000009252';
export const DEMO_SUPPORT_WHATSAPP = '+2348000009253';

/** A support number (docs/decisions/0027-the-support-line.md), kept as +234 and its digits. */
export function supportNumber(variable: string, demo: string) {
  const words = `${variable} must be a Nigerian number in international form, such as +234 803 123 4567`;
  return z
    .string()
    .transform((value, ctx) => {
      const international = nigerianNumber(value);
      if (international) return international;
      ctx.addIssue({ code: 'custom', message: words });
      return z.NEVER;
    })
    .default(demo);
}

/** The address in MAIL_FROM ('Waka <bookings@waka.ng>' → 'bookings@waka.ng'): replies reach it. */
export const mailAddressOf = (mailFrom: string) =>
  /<([^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
