import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { receiptPdfUrl } from '../api/use-booking-receipt';

/** Print, Download PDF and the two ways back (docs/product.md#receipt); none of them printed. */
export function ReceiptActions({ reference, email }: { reference: string; email: string }) {
  const navigate = useNavigate();
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center print:hidden">
      <Button size="lg" onClick={() => window.print()}>
        Print Receipt
      </Button>
      <a
        href={receiptPdfUrl(reference, email)}
        download
        className={buttonClasses({ variant: 'secondary', size: 'lg' })}
      >
        Download PDF
      </a>
      <div className="flex gap-2 sm:ml-auto">
        <Button variant="ghost" onClick={() => void navigate(-1)}>
          Back to previous page
        </Button>
        <Link to="/" className={buttonClasses({ variant: 'ghost' })}>
          Back to homepage
        </Link>
      </div>
    </div>
  );
}
