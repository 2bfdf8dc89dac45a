import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TCancellationFacts } from '@waka/shared/cancellation/cancellation';
import { formatNaira } from '@waka/shared/money';
import type { TPaymentFacts, TPaymentMethod } from '@waka/shared/payments/payments';
import { PAYMENT_STATUS_WORDS } from '@waka/shared/payments/payment-words';
import {
  phoneNumberText,
  telHref,
  whatsAppHref,
  type SupportNumbers,
} from '@waka/shared/support/support-line';

// DejaVu Sans has the naira sign (₦); PDF's built-in Helvetica does not.
const fonts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/fonts');
const REGULAR = path.join(fonts, 'DejaVuSans.ttf');
const BOLD = path.join(fonts, 'DejaVuSans-Bold.ttf');
export const BRAND = '#0f766e';

const METHOD_WORDS: Record<TPaymentMethod, string> = {
  online: 'Online (Paystack)',
  'at hotel': 'At the hotel',
  'at pickup': 'At pickup',
  transfer: 'Bank transfer',
};

/** When, on the Lagos clock, as the receipts write it. */
export const lagosTimeWords = (instant: string) =>
  new Date(instant).toLocaleString('en-NG', { timeZone: 'Africa/Lagos' });

/** A "Label: value" row of a receipt. */
export type ReceiptRow = readonly [label: string, value: string];

/**
 * What a receipt says, top to bottom: what was booked, the facts, what to do
 * about the money next, the priced lines, the total and the policy. A stay's
 * and a car hire's receipts fill it; the frame draws both alike.
 */
export type ReceiptContent = {
  /** The PDF's title, e.g. 'Waka receipt WK-…'. */
  title: string;
  /** Under the brand: 'Booking receipt', 'Car hire receipt'. */
  kind: string;
  heading: string;
  subheading: string;
  rows: ReceiptRow[];
  nextSteps: string[];
  linesTitle: string;
  lines: string[];
  /** Rows after the lines, before the total (a stay's room charges). */
  afterLines?: ReceiptRow[];
  total: string;
  policy: string;
};

/**
 * A Waka receipt as a real PDF (docs/product.md#completed-features), ending
 * with the support line (docs/decisions/0027-the-support-line.md).
 */
export async function renderReceipt(
  content: ReceiptContent,
  support: SupportNumbers,
): Promise<Buffer> {
  // Loaded on the first receipt, not at start-up (bench/README.md#start-up).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: content.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const row = ([label, value]: ReceiptRow) => {
    doc.font('regular').fontSize(11).fillColor('#555').text(`${label}: `, { continued: true });
    doc.font('bold').fillColor('#111').text(value);
  };

  doc.registerFont('regular', REGULAR).registerFont('bold', BOLD);
  doc.font('bold').fontSize(22).fillColor(BRAND).text('Waka');
  doc.font('regular').fontSize(10).fillColor('#555').text(content.kind);
  doc.moveDown();
  doc.font('bold').fontSize(16).fillColor('#111').text(content.heading);
  doc.font('regular').fontSize(10).fillColor('#333').text(content.subheading);
  doc.moveDown();
  content.rows.forEach(row);
  doc.moveDown();
  // What the guest should do about the money next (docs/product.md#payment).
  for (const line of content.nextSteps) doc.font('bold').fontSize(11).fillColor(BRAND).text(line);
  doc.moveDown();
  doc.font('bold').fontSize(13).fillColor('#111').text(content.linesTitle);
  for (const line of content.lines) doc.font('regular').fontSize(11).text(line);
  doc.moveDown();
  (content.afterLines ?? []).forEach(row);
  doc.font('bold').fontSize(14).fillColor(BRAND).text(content.total);
  doc.moveDown();
  doc.font('bold').fontSize(11).fillColor('#111').text('Cancellation policy');
  doc.font('regular').fontSize(10).fillColor('#333').text(content.policy);
  doc.moveDown();
  // The numbers are links: a PDF reader on a phone rings or opens WhatsApp.
  doc.font('bold').fontSize(11).fillColor('#111').text('Need help? ', { continued: true });
  doc.font('regular').text('Call ', { continued: true });
  doc.fillColor(BRAND).text(phoneNumberText(support.phone), {
    link: telHref(support.phone),
    continued: true,
  });
  doc.fillColor('#111').text(' or WhatsApp ', { link: null, continued: true });
  doc.fillColor(BRAND).text(phoneNumberText(support.whatsapp), {
    link: whatsAppHref(support.whatsapp),
    continued: true,
  });
  doc.fillColor('#111').text('.', { link: null });
  doc.end();
  return done;
}

/** Who cancelled, when and why, and the money kept and given back; none while not cancelled. */
export function cancellationRows(
  cancellation: TCancellationFacts | null,
  owner: string,
): ReceiptRow[] {
  if (!cancellation) return [];
  const who = cancellation.cancelledBy === 'owner' ? owner : 'the guest';
  return [
    ['Cancelled', `${lagosTimeWords(cancellation.cancelledAt)} by ${who}`],
    ...(cancellation.reason ? [['Reason', cancellation.reason] as const] : []),
    ['Kept', formatNaira(cancellation.keptAmount)],
    ['Refund', formatNaira(cancellation.refundAmount)],
  ];
}

/** The payment's rows, as both receipts write them. */
export function paymentRows(
  facts: Pick<TPaymentFacts, 'paymentStatus' | 'paymentMethod'>,
): ReceiptRow[] {
  return [
    ['Payment status', PAYMENT_STATUS_WORDS[facts.paymentStatus]],
    ...(facts.paymentMethod
      ? [['Payment method', METHOD_WORDS[facts.paymentMethod]] as const]
      : []),
  ];
}
