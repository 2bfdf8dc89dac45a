import type { ReactNode, Ref } from 'react';

type OwnerCarsHeaderProps = {
  title: string;
  children?: ReactNode;
  /** Where the page puts focus back after a form is reset. */
  headingRef?: Ref<HTMLHeadingElement>;
  actions?: ReactNode;
};

/** A fleet screen's title (also the tab's), a line under it and, on the right, its actions. */
export function OwnerCarsHeader({ title, children, headingRef, actions }: OwnerCarsHeaderProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <title>{`${title} — Waka`}</title>
      <div className="min-w-0">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {children ? <p className="mt-1 text-slate-600">{children}</p> : null}
      </div>
      {actions}
    </header>
  );
}
