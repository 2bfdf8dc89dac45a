import type { ReactNode } from 'react';

/** An empty list: the spec's words, and optionally a way onward. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <p className="text-lg font-semibold text-slate-800">{title}</p>
      {children}
    </div>
  );
}
