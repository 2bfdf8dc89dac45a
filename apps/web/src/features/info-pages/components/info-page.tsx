import { useId, type ReactNode } from 'react';
import { Link, NavLink, type LinkProps } from 'react-router';
import { INFO_PAGES, type InfoPageName } from '@/lib/info-pages';

type InfoPageProps = {
  page: InfoPageName;
  /** One or two sentences under the title: what the page is for. */
  lead: string;
  children: ReactNode;
};

/**
 * The frame of every footer page: its title (the tab's too), a lead, its
 * sections, and the other pages beside it on a wide screen, under it on a
 * phone.
 */
export function InfoPage({ page, lead, children }: InfoPageProps) {
  const { title } = INFO_PAGES[page];
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-16 lg:px-8 lg:py-14">
      <article aria-labelledby="info-title" className="max-w-3xl min-w-0">
        <title>{`${title} — Waka`}</title>
        <h1
          id="info-title"
          className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
        >
          {title}
        </h1>
        <p className="mt-3 text-lg text-slate-600">{lead}</p>
        <div className="mt-8 flex flex-col gap-9">{children}</div>
      </article>
      <nav
        aria-labelledby="info-more"
        className="self-start border-t border-slate-200 pt-6 lg:sticky lg:top-24 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-6"
      >
        <h2 id="info-more" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          More from Waka
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 lg:grid-cols-1">
          {Object.values(INFO_PAGES).map((other) => (
            <li key={other.path}>
              <NavLink
                to={other.path}
                className={({ isActive }) =>
                  `block py-1.5 text-sm ${isActive ? 'font-semibold text-brand-800' : 'text-slate-700 hover:text-brand-800'}`
                }
              >
                {other.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** One titled part of a page. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** A link inside the pages' writing. */
export function TextLink(props: LinkProps) {
  return (
    <Link
      {...props}
      className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
    />
  );
}

/** A bulleted list inside a section. */
export function InfoList({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-brand-700">{children}</ul>;
}
