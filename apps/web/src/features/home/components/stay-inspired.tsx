import type { ReactNode } from 'react';

/** Stay Inspired (docs/product.md#home): the newsletter box. The app hands the form in. */
export function StayInspired({ form }: { form: ReactNode }) {
  return (
    <section
      aria-labelledby="inspired-title"
      className="flex flex-col gap-4 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
    >
      <h2
        id="inspired-title"
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        Stay Inspired
      </h2>
      <p className="text-slate-700">
        Join our newsletter for new hotels, seasonal offers and travel ideas from Lagos to Calabar.
        One email a month; unsubscribe any time.
      </p>
      <div className="mt-auto">{form}</div>
    </section>
  );
}
