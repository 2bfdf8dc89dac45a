import type { ReactNode } from 'react';

type PaymentPageProps = {
  title: string;
  /** Read out as it changes: the page's news (a polite live region). */
  live?: boolean;
  /** A spinning wheel beside the title: the page is waiting on Paystack or the server. */
  waiting?: boolean;
  children?: ReactNode;
};

/** The frame of the payment pages (the callback, the emailed link): a card with a heading. */
export function PaymentPage({ title, live = false, waiting = false, children }: PaymentPageProps) {
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <title>{`${title} — Waka`}</title>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div role={live ? 'status' : undefined} className="flex items-start gap-3">
          {waiting ? (
            <svg
              className="mt-1 size-7 shrink-0 animate-spin-slow text-brand-600"
              viewBox="0 0 24 24"
              fill="none"
              aria-hidden="true"
            >
              <circle
                cx="12"
                cy="12"
                r="10"
                stroke="currentColor"
                strokeOpacity="0.2"
                strokeWidth="3"
              />
              <path
                d="M22 12a10 10 0 0 0-10-10"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
              />
            </svg>
          ) : null}
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        </div>
        {children ? (
          <div className="mt-4 flex flex-col gap-4 text-slate-700">{children}</div>
        ) : null}
      </div>
    </section>
  );
}
