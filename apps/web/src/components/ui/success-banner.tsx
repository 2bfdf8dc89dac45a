import { useEffect, useState } from 'react';

/** How long the green banner stays (docs/product.md#constants). */
export const BANNER_SECONDS = 10;

/**
 * A green banner of good news ('Booking successful!…' on the receipt, docs/product.md#receipt)
 * that hides itself after 10 seconds, or on close.
 */
export function SuccessBanner({ message }: { message: string }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(false), BANNER_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div
      role="status"
      className="mb-6 flex items-start justify-between gap-3 rounded-xl border border-green-300 bg-green-50 p-4 text-green-900 print:hidden"
    >
      <p className="font-medium">{message}</p>
      <button
        type="button"
        aria-label="Close"
        onClick={() => setShown(false)}
        className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-green-900 hover:bg-green-100"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M5.3 4 10 8.6 14.7 4 16 5.3 11.4 10l4.6 4.7-1.3 1.3-4.7-4.6L5.3 16 4 14.7 8.6 10 4 5.3z" />
        </svg>
      </button>
    </div>
  );
}
