import type { ReactNode } from 'react';

/** The frame of the account screens: sign-in, sign-up, and the pages the emailed links open. */
export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <title>{`${title} — Waka`}</title>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
      {footer ? <p className="mt-6 text-center text-sm text-slate-700">{footer}</p> : null}
    </section>
  );
}
