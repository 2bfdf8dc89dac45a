import type { ReactNode } from 'react';

/** One part of the account page under its heading, in a card. */
export function AccountCard({
  id,
  title,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  /** The deletion card is edged in red: it cannot be undone. */
  tone?: 'plain' | 'danger';
  children: ReactNode;
}) {
  const ring = tone === 'danger' ? 'ring-red-200' : 'ring-slate-200';
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 sm:p-6 ${ring}`}
    >
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
