import type { ReactNode } from 'react';
import { Link } from 'react-router';

type OwnerRoomsHeaderProps = {
  title: string;
  /** The list this page was reached from. */
  back: { to: string; label: string };
  children?: ReactNode;
  /** Buttons beside the title on wide screens, under it on narrow ones. */
  actions?: ReactNode;
};

/** An owner room screen's title (also the tab's), a way back, and its actions. */
export function OwnerRoomsHeader({ title, back, children, actions }: OwnerRoomsHeaderProps) {
  return (
    <header className="flex flex-col gap-3">
      <title>{`${title} — Waka`}</title>
      <Link
        to={back.to}
        className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-800 hover:underline"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 fill-current">
          <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z" />
        </svg>
        {back.label}
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {title}
          </h1>
          {children ? <p className="mt-1 text-slate-600">{children}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
