import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';

type ReceiptActionsProps = {
  /** The server's PDF of the receipt; without one, printing offers to save it as a PDF. */
  pdfUrl?: string;
};

/**
 * Print, Download PDF and the two ways back (docs/product.md#receipt), under a
 * stay's or a car hire's receipt; none of them printed.
 */
export function ReceiptActions({ pdfUrl }: ReceiptActionsProps) {
  const navigate = useNavigate();
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center print:hidden">
      <Button size="lg" onClick={() => window.print()}>
        {pdfUrl ? 'Print Receipt' : 'Print or save as PDF'}
      </Button>
      {pdfUrl ? (
        <a href={pdfUrl} download className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          Download PDF
        </a>
      ) : null}
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
