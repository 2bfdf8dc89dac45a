import { lazy, Suspense, useLayoutEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { SignOutFailure } from '@/features/auth/components/sign-out-failure';
import { notePageOnScreen } from '@/lib/page-on-screen';
import { useSession } from '@/lib/session';
import { useScrollRestoration } from '@/lib/scroll/use-scroll-restoration';
import { PublicHeader } from './public-header';
import { SiteFooter } from './site-footer';
import { RouteError } from '../routes/route-error';

/** Loaded only for a signed-in person whose email is not yet verified, with the pages it leads to. */
const VerifyEmailBanner = lazy(async () => ({
  default: (await import('@/features/auth/routes/account-link-screen')).VerifyEmailBanner,
}));

/**
 * The frame of every page. The public header and footer are left out on any
 * path containing 'owner' (docs/product.md#header): the owner area has its own top bar.
 */
export function RootLayout() {
  const location = useLocation();
  const { pathname } = location;
  const isOwnerArea = pathname.includes('owner');
  // Never under Clerk: its people's addresses are verified by Clerk (docs/decisions/0025).
  const unverified = useSession().data?.emailVerified === false;
  // The home hero runs under the transparent header; every other page starts below it,
  // and so does the home page while the email banner sits under the header.
  const isHome = pathname === '/' && !unverified;
  useScrollRestoration();
  useLayoutEffect(notePageOnScreen, [location]);
  // A screen that crashes (or whose code cannot be loaded) shows RouteError in its place;
  // any navigation, even to the same path, starts afresh.
  const screen = (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[location.key]}>
      <Outlet />
    </ErrorBoundary>
  );

  return (
    <>
      {isOwnerArea ? (
        screen
      ) : (
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only z-50 rounded-lg bg-white font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
          >
            Skip to main content
          </a>
          <PublicHeader isHome={isHome} />
          {/* At least a screen tall, so the footer starts below the fold: a page that
              first shows a spinner, then its content, does not push a visible
              footer down (Lighthouse measured a 0.6 layout shift on /rooms/{id}). */}
          <main
            id="main"
            tabIndex={-1}
            className={`min-h-dvh flex-1 focus:outline-none ${isHome ? '' : 'pt-16'}`}
          >
            {/* No fallback: nothing shows until the banner has loaded. */}
            {unverified ? (
              <Suspense>
                <VerifyEmailBanner />
              </Suspense>
            ) : null}
            {screen}
          </main>
          <SiteFooter />
          <SignOutFailure />
        </div>
      )}
    </>
  );
}
