import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The spec's promo box: 'Get 15% off your first rental when you book online'
 * with Claim Discount. No discount is taken off online yet: the server prices
 * every hire as hours × the hourly rate (docs/product.md#pricing) and knows no codes. So the box
 * says it is coming, and Claim Discount explains rather than hand out a code
 * that would not work at checkout.
 */
export function FirstRentalPromo({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const noteId = useId();
  return (
    <section
      aria-label="First rental offer"
      className={`rounded-2xl bg-brand-900 p-5 text-white shadow-sm ${className}`}
    >
      <p className="inline-block rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase">
        Coming soon
      </p>
      <p className="mt-3 text-xl leading-snug font-bold">
        Get 15% off your first rental when you book online
      </p>
      <Button
        variant="inverse"
        aria-expanded={open}
        aria-controls={noteId}
        onClick={() => setOpen(!open)}
        className="mt-4"
      >
        Claim Discount
      </Button>
      <p id={noteId} hidden={!open} className="mt-3 text-sm text-brand-50">
        The first-rental discount is not live yet, so nothing is taken off today: every hire costs
        the hours times the car’s hourly rate, as shown before you confirm. We will say here when it
        can be claimed.
      </p>
    </section>
  );
}
