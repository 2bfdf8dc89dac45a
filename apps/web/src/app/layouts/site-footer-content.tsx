import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { SupportLine } from '@/components/support/support-line';
import { INFO_PAGES } from '@/lib/info-pages';

/*
 * The newsletter box is its own feature; the app composes it here. Loaded as
 * its own chunk, like a route: the footer is below the fold on every page, so
 * its form code stays out of each page's first JavaScript.
 */
const NewsletterForm = lazy(async () => ({
  default: (await import('@/features/newsletter/components/newsletter-form')).NewsletterForm,
}));

/*
 * The footer's links, each to a short page of its own (features/info-pages).
 * The spec's Careers, Press, Safety and Cookie policy had nothing to say
 * yet, so they are gone rather than dead ends; cookies are in Privacy.
 */
const { about, partner, help, contact, cancellation, terms, privacy } = INFO_PAGES;
const GROUPS = [
  { title: 'Company', items: [about, partner] },
  {
    title: 'Support',
    items: [help, contact, cancellation, { path: '/find-booking', title: 'Find your booking' }],
  },
  { title: 'Legal', items: [terms, privacy] },
];

/** What the footer holds; site-footer.tsx loads it as its own chunk. */
export function SiteFooterContent() {
  return (
    <>
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="col-span-2 flex flex-col gap-3 sm:col-span-3 lg:col-span-3">
          <Link to="/" className="text-2xl font-extrabold tracking-tight text-white">
            Waka
          </Link>
          <p className="max-w-xs text-sm text-brand-100">
            Hotels across Nigeria and car hire in Abuja, priced in naira and booked in minutes.
          </p>
          <SupportLine tone="footer" className="max-w-xs text-sm" />
        </div>
        {GROUPS.map((group) => (
          <section
            key={group.title}
            aria-labelledby={`footer-${group.title}`}
            className="lg:col-span-2"
          >
            <h2
              id={`footer-${group.title}`}
              className="text-sm font-semibold tracking-wide text-white uppercase"
            >
              {group.title}
            </h2>
            <ul className="mt-3 flex flex-col gap-2 text-sm text-brand-100">
              {group.items.map((item) => (
                <li key={item.path}>
                  <Link to={item.path} className="hover:text-white hover:underline">
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section
          aria-labelledby="footer-newsletter"
          className="col-span-2 sm:col-span-3 lg:col-span-3"
        >
          <h2
            id="footer-newsletter"
            className="text-sm font-semibold tracking-wide text-white uppercase"
          >
            Newsletter
          </h2>
          <p className="mt-3 mb-3 text-sm text-brand-100">
            New hotels and offers across Nigeria, once a month.
          </p>
          {/* Same height as the form, so nothing jumps when it arrives. */}
          <Suspense fallback={<div className="h-[8.25rem] sm:h-20 lg:h-[8.25rem]" />}>
            <NewsletterForm variant="footer" />
          </Suspense>
        </section>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-brand-100 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Waka. All prices in naira (₦).
        </p>
      </div>
    </>
  );
}
