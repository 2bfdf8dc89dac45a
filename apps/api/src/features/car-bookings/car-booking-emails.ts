import type { TCarBooking } from '@waka/shared/cars/car-booking';
import { dayFirst } from '@waka/shared/cars/pickup-window';
import { formatNaira } from '@waka/shared/money';
import type { OutgoingMail } from '../../lib/mail/mail-outbox-repository';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function hireLines(booking: TCarBooking): string[] {
  return [
    `Booking ID: ${booking.reference}`,
    `Car: ${booking.carName} (${booking.licensePlate})`,
    `Pickup: ${booking.pickupTime} on ${dayFirst(booking.pickupDate)} at ${booking.pickupAddress}`,
    `Return: ${booking.returnTime} on ${dayFirst(booking.returnDate)}   (${booking.hours} hour${booking.hours === 1 ? '' : 's'})`,
    `${booking.hours} × ${formatNaira(booking.hourlyRate)} an hour: ${formatNaira(booking.totalPrice)}`,
  ];
}

function asHtml(greeting: string, lines: string[]): string {
  const paragraphs = [greeting, ...lines].map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs}</body></html>`;
}

/** The customer's confirmation and the owner's notice of a new car booking (D7). */
export function carBookingEmails(
  booking: TCarBooking,
  owner: { email: string; name: string },
): OutgoingMail[] {
  const hire = hireLines(booking);
  const requests = booking.specialRequests ? [`Special requests: ${booking.specialRequests}`] : [];
  const customerLines = [
    ...hire,
    ...requests,
    'Please bring a valid driver’s licence or ID to the pickup.',
  ];
  const ownerLines = [
    ...hire,
    `Customer: ${booking.fullName}, ${booking.email}, ${booking.phone}`,
    ...requests,
  ];
  return [
    {
      kind: 'car-booking-confirmation',
      to: booking.email,
      subject: `Your Waka car hire ${booking.reference}: ${booking.carName}`,
      text: [`Dear ${booking.fullName},`, 'Your car hire is booked.', ...customerLines].join('\n'),
      html: asHtml(`Dear ${booking.fullName}, your car hire is booked.`, customerLines),
    },
    {
      kind: 'car-booking-notice',
      to: owner.email,
      subject: `New car booking ${booking.reference}: ${booking.carName}`,
      text: [`Hello ${owner.name},`, 'You have a new car booking.', ...ownerLines].join('\n'),
      html: asHtml(`Hello ${owner.name}, you have a new car booking.`, ownerLines),
    },
  ];
}
