import { describe, expect, it } from 'vitest';
import { bookingKindOf } from './booking-kind';
import { receiptPathFor } from './receipt-paths';

describe('receiptPathFor', () => {
  it('opens a car hire (WC-…) on /car-hire-receipt and a stay (WK-…) on /booking-receipt', () => {
    expect(receiptPathFor('WC-7F3K9QX2', 'ada@example.ng')).toBe(
      '/car-hire-receipt?reference=WC-7F3K9QX2&email=ada%40example.ng',
    );
    expect(receiptPathFor('WK-7F3K9QX2', 'ada+stay@example.ng')).toBe(
      '/booking-receipt?reference=WK-7F3K9QX2&email=ada%2Bstay%40example.ng',
    );
  });

  it('tells the kind whatever the case the reference was typed in', () => {
    expect(bookingKindOf('wc-7f3k9qx2')).toBe('car');
    expect(bookingKindOf('WK-7F3K9QX2')).toBe('room');
  });
});
