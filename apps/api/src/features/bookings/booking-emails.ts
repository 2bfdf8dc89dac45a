import { CANCELLATION_POLICY, type TBooking } from '@waka/shared/bookings/create-booking';
import { formatNaira } from '@waka/shared/money';
import type { OutgoingMail } from '../../lib/mail/mail-outbox-repository';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function stayLines(booking: TBooking): string[] {
  return [
    `Booking ID: ${booking.reference}`,
    `Hotel: ${booking.hotelName}, ${booking.hotelAddress}`,
    `Check-in: ${booking.checkInDate}   Check-out: ${booking.checkOutDate}   (${booking.nights} night${booking.nights === 1 ? '' : 's'})`,
    ...booking.rooms.map((r) => `${r.quantity} × ${r.roomType} at ${formatNaira(r.price)} a night: ${formatNaira(r.lineTotal)}`),
    `Total: ${formatNaira(booking.totalAmount)} (${booking.paymentStatus})`,
  ];
}

function asHtml(greeting: string, lines: string[], closing: string[]): string {
  const paragraphs = [greeting, ...lines, ...closing].map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs}</body></html>`;
}

/** The guest's confirmation and the owner's notice of a new booking (D7). */
export function bookingEmails(booking: TBooking, owner: { email: string; name: string }, publicUrl: string): OutgoingMail[] {
  const stay = stayLines(booking);
  const guestName = `${booking.customer.firstName} ${booking.customer.lastName}`;
  const receiptUrl = `${publicUrl}/booking-receipt?reference=${booking.reference}&email=${encodeURIComponent(booking.customer.email)}`;
  const guestClosing = [
    `Cancellation policy: ${CANCELLATION_POLICY}`,
    'Check-in instructions will follow from the hotel.',
    `Your receipt: ${receiptUrl}`,
  ];
  const ownerLines = [
    ...stay,
    `Guest: ${guestName}, ${booking.customer.email}, ${booking.customer.phone}`,
    ...(booking.customer.specialRequests ? [`Special requests: ${booking.customer.specialRequests}`] : []),
  ];
  return [
    {
      kind: 'booking-confirmation',
      to: booking.customer.email,
      subject: `Your Waka booking ${booking.reference} at ${booking.hotelName}`,
      text: [`Dear ${guestName},`, 'Your booking is confirmed.', ...stay, ...guestClosing].join('\n'),
      html: asHtml(`Dear ${guestName}, your booking is confirmed.`, stay, guestClosing),
    },
    {
      kind: 'booking-notice',
      to: owner.email,
      subject: `New booking ${booking.reference} at ${booking.hotelName}`,
      text: [`Hello ${owner.name},`, 'You have a new booking.', ...ownerLines].join('\n'),
      html: asHtml(`Hello ${owner.name}, you have a new booking.`, ownerLines, []),
    },
  ];
}
