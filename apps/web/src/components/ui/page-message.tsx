import type { ReactNode } from 'react';

type PageMessageProps = {
  /** The page's heading and browser tab title. */
  title: string;
  children?: ReactNode;
};

/** A whole page that says one thing: not found, coming soon, something broke. */
export function PageMessage({ title, children }: PageMessageProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-20 text-center sm:py-28">
      <title>{`${title} — Waka`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {children}
    </section>
  );
}
