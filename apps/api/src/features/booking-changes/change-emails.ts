import { formatNaira, koboToNaira } from '@waka/shared/money';
import { bookingReceiptPath } from '@waka/shared/receipt-paths';
import type { OutgoingMail } from '../../lib/mail/mail-outbox-repository';
import { composeMail, mailLine, wakaLink, type MailLine } from '../../lib/mail/mail-text';
import type { ChangeMoney, StayWords } from './change-types';

/*
 * The guest's and the owner's notice of a changed stay (docs/product.md#email).
 * Values go through mailLine, which takes them as someone's writing
 * (docs/decisions/0016): the owner wrote the hotel and the room types.
 */

export type ChangedStay = {
  reference: string;
  email: string;
  guestName: string;
  hotelName: string;
  owner: { email: string; name: string };
  before: StayWords;
  after: StayWords;
  money: ChangeMoney;
};

const naira = (kobo: number) => formatNaira(koboToNaira(kobo));

function stayLine(label: string, stay: StayWords): MailLine {
  const nights = `${stay.nights} night${stay.nights === 1 ? '' : 's'}`;
  const roomsWords = stay.lines.map((l) => `${l.quantity} × ${l.roomType}`).join(', ');
  return mailLine`${label}: ${stay.checkInDate} to ${stay.checkOutDate} (${nights}), ${roomsWords}, total ${naira(stay.totalKobo)}`;
}

function moneyLines(money: ChangeMoney, who: 'guest' | 'owner'): MailLine[] {
  const { differenceKobo, refundKobo, owedKobo } = money;
  const lines: MailLine[] = [];
  if (differenceKobo === 0) lines.push(mailLine`The total is unchanged.`);
  else if (differenceKobo > 0)
    lines.push(mailLine`The new stay costs ${naira(differenceKobo)} more.`);
  else lines.push(mailLine`The new stay costs ${naira(-differenceKobo)} less.`);
  if (refundKobo > 0)
    lines.push(
      money.refundOnline
        ? mailLine`Refund: ${naira(refundKobo)} goes back to the card or account that paid, through Paystack.`
        : mailLine`Refund: ${naira(refundKobo)} is to be given back by the hotel.`,
    );
  if (owedKobo > 0)
    lines.push(
      who === 'guest'
        ? mailLine`Still to pay: ${naira(owedKobo)}, online from your receipt or at the hotel.`
        : mailLine`Still to pay: ${naira(owedKobo)}, online or at the hotel.`,
    );
  return lines;
}

export function changeEmails(stay: ChangedStay, publicUrl: string): [OutgoingMail, OutgoingMail] {
  const receipt = `${publicUrl}${bookingReceiptPath(stay.reference, stay.email)}`;
  const common = [stayLine('Before', stay.before), stayLine('Now', stay.after)];
  return [
    composeMail({
      kind: 'booking-changed',
      to: stay.email,
      subject: mailLine`Your Waka booking ${stay.reference} at ${stay.hotelName} is changed`,
      lines: [
        mailLine`Dear ${stay.guestName},`,
        mailLine`Your booking ${stay.reference} at ${stay.hotelName} is changed.`,
        ...common,
        ...moneyLines(stay.money, 'guest'),
        mailLine`Your receipt: ${wakaLink(receipt)}`,
      ],
    }),
    composeMail({
      kind: 'booking-changed-notice',
      to: stay.owner.email,
      subject: mailLine`Booking ${stay.reference} at ${stay.hotelName} is changed`,
      lines: [
        mailLine`Hello ${stay.owner.name},`,
        mailLine`${stay.guestName} changed booking ${stay.reference} at ${stay.hotelName}.`,
        ...common,
        ...moneyLines(stay.money, 'owner'),
      ],
    }),
  ];
}
