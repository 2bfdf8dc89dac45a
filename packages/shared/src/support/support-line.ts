/*
 * Waka's support line (docs/decisions/0027-the-support-line.md): a phone and
 * a WhatsApp number, configured as Nigerian numbers in international form.
 * Without zod, so the footer, the receipts, the PDF and the mail can write
 * them whatever else they load.
 */

/**
 * +234, then the national number without its leading 0: ten digits for a
 * mobile, 0700 or 0800 number (0803…, 0800…), eight for a fixed line
 * (Lagos 01…, Abuja 09…).
 */
const NIGERIAN_INTERNATIONAL = /^\+234(?:[789]\d{9}|[1-9]\d{7})$/;

/**
 * A Nigerian number in international form as one string of digits after `+`
 * ('+2348000009252'), or null when it is not one. Spaces and hyphens between
 * the digits are allowed ('+234 800 000 9252'); a local number (0800…) is not.
 */
export function nigerianNumber(value: string): string | null {
  const compact = value.trim().replace(/[\s-]/g, '');
  return NIGERIAN_INTERNATIONAL.test(compact) ? compact : null;
}

/** How a number reads: '+234 800 000 9252', or '+234 1 234 5678' for a fixed line. */
export function phoneNumberText(international: string): string {
  const national = international.slice(4);
  return national.length === 10
    ? `+234 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`
    : `+234 ${national.slice(0, 1)} ${national.slice(1, 4)} ${national.slice(4)}`;
}

/** A link that rings the number from a phone. */
export const telHref = (international: string) => `tel:${international}`;

/** A link that opens a WhatsApp chat with the number (wa.me takes the digits alone). */
export const whatsAppHref = (international: string) => `https://wa.me/${international.slice(1)}`;

/** The support line's numbers, in international form. */
export type SupportNumbers = { phone: string; whatsapp: string };

/** The line itself, as the PDF and the mail write it. */
export const needHelpWords = ({ phone, whatsapp }: SupportNumbers) =>
  `Need help? Call ${phoneNumberText(phone)} or WhatsApp ${phoneNumberText(whatsapp)}.`;
