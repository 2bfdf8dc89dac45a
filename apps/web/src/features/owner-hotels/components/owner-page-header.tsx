import type { ReactNode } from 'react';

/** An owner screen's title (also the tab's) and the spec's line under it. */
export function OwnerPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header>
      <title>{`${title} — Waka`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children ? <p className="mt-1 text-slate-600">{children}</p> : null}
    </header>
  );
}
