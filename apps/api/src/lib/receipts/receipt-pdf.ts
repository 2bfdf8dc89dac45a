import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TCancellationFacts } from '@waka/shared/cancellation/cancellation';
import { formatNaira } from '@waka/shared/money';
import type { TPaymentMethod } from '@waka/shared/payments/payments';

// DejaVu Sans has the naira sign (₦); PDF's built-in Helvetica does not.
const fonts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/fonts');
const REGULAR = path.join(fonts, 'DejaVuSans.ttf');
const BOLD = path.join(fonts, 'DejaVuSans-Bold.ttf');
export const BRAND = '#0f766e';

export const METHOD_WORDS: Record<TPaymentMethod, string> = {
  online: 'Online (Paystack)',
  'at hotel': 'At the hotel',
  'at pickup': 'At pickup',
  transfer: 'Bank transfer',
};

/** When, on the Lagos clock, as the receipts write it. */
export const lagosTimeWords = (instant: string) =>
  new Date(instant).toLocaleString('en-NG', { timeZone: 'Africa/Lagos' });

/** What a receipt is drawn with: the document, and a "Label: value" row. */
export type ReceiptPage = {
  doc: PDFKit.PDFDocument;
  row: (label: string, value: string) => void;
};

/**
 * A Waka receipt as a real PDF (docs/product.md#completed-features): the
 * brand, the kind of receipt, then what `draw` writes. The stay's and the car
 * hire's receipts share this frame.
 */
export async function renderReceipt(
  title: string,
  kind: string,
  draw: (page: ReceiptPage) => void,
): Promise<Buffer> {
  // Loaded on the first receipt, not at start-up (bench/README.md#start-up).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('regular', REGULAR).registerFont('bold', BOLD);
  doc.font('bold').fontSize(22).fillColor(BRAND).text('Waka');
  doc.font('regular').fontSize(10).fillColor('#555').text(kind);
  doc.moveDown();
  const row = (label: string, value: string) => {
    doc.font('regular').fontSize(11).fillColor('#555').text(`${label}: `, { continued: true });
    doc.font('bold').fillColor('#111').text(value);
  };
  draw({ doc, row });
  doc.end();
  return done;
}

/** Who cancelled, when and why, and the money kept and given back. */
export function cancellationRows(
  { row }: ReceiptPage,
  cancellation: TCancellationFacts | null,
  owner: string,
): void {
  if (!cancellation) return;
  const who = cancellation.cancelledBy === 'owner' ? owner : 'the guest';
  row('Cancelled', `${lagosTimeWords(cancellation.cancelledAt)} by ${who}`);
  if (cancellation.reason) row('Reason', cancellation.reason);
  row('Kept', formatNaira(cancellation.keptAmount));
  row('Refund', formatNaira(cancellation.refundAmount));
}
