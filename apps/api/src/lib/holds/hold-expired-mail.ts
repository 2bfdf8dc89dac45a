import { lagosWallClock } from '@waka/shared/dates';
import { composeMail, mailLine, wakaLink } from '../mail/mail-text';
import type { OutgoingMail } from '../mail/mail-outbox-repository';

/*
 * The guest's notice that an unpaid hold ran out (docs/product.md#payment).
 * Every value goes through mailLine, as in the booking's own confirmation
 * (docs/decisions/0016): the hotel and room types are the owner's writing,
 * the names the guest's. The only link is Waka's own page to book again.
 */

export type ExpiredStay = {
  reference: string;
  email: string;
  firstName: string;
  lastName: string;
  hotelId: string;
  hotelName: string;
  checkInDate: string;
  checkOutDate: string;
  lines: { roomType: string; quantity: number }[];
};

export function stayExpiredMail(stay: ExpiredStay, publicUrl: string): OutgoingMail {
  return composeMail({
    kind: 'hold-expired',
    to: stay.email,
    subject: mailLine`Your hold expired — not paid: ${stay.reference} at ${stay.hotelName}`,
    lines: [
      mailLine`Dear ${stay.firstName} ${stay.lastName},`,
      mailLine`Your booking ${stay.reference} was not paid, and it was not confirmed for paying at the hotel, in time. Its hold has expired and nothing was charged.`,
      mailLine`Released: ${stay.lines.map((l) => `${l.quantity} × ${l.roomType}`).join(', ')} at ${stay.hotelName}, ${stay.checkInDate} to ${stay.checkOutDate}.`,
      mailLine`These rooms are open to anyone again. To book them, start again here and pay online or choose to pay at the hotel within the hold: ${wakaLink(`${publicUrl}/rooms/${stay.hotelId}`)}`,
      mailLine`Already paid? Waka confirms payments that arrive late: if the rooms are still free your booking comes back, otherwise the money is refunded to you.`,
    ],
  });
}

export type ExpiredHire = {
  reference: string;
  email: string;
  fullName: string;
  carName: string;
  pickupAt: Date;
  hours: number;
};

export function hireExpiredMail(hire: ExpiredHire, publicUrl: string): OutgoingMail {
  const pickup = lagosWallClock(hire.pickupAt);
  const hours = `${hire.hours} hour${hire.hours === 1 ? '' : 's'}`;
  return composeMail({
    kind: 'hold-expired',
    to: hire.email,
    subject: mailLine`Your hold expired — not paid: car hire ${hire.reference}`,
    lines: [
      mailLine`Dear ${hire.fullName},`,
      mailLine`Your car hire ${hire.reference} was not paid, and it was not confirmed for paying at pickup, in time. Its hold has expired and nothing was charged.`,
      mailLine`Released: ${hire.carName}, ${hours} from ${pickup.time} on ${pickup.date} (Lagos time).`,
      mailLine`The car is open to anyone again for that time. To hire it, start again here: ${wakaLink(`${publicUrl}/car-listing`)}`,
      mailLine`Already paid? Waka confirms payments that arrive late: if the car is still free your hire comes back, otherwise the money is refunded to you.`,
    ],
  });
}
