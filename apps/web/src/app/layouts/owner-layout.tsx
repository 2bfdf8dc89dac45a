import { Outlet } from 'react-router';
import { useSignOut } from '@/features/auth/api/use-sign-out';
import { useSession } from '@/lib/session';
import { OwnerSidebar } from './owner-sidebar';
import { WakaLogo } from './waka-logo';

/**
 * The owner area's own frame (docs/product.md#owner-area): a top bar with the logo,
 * who is signed in and Sign out, then the sidebar beside the screen. The
 * sidebar is for owners only: a customer who wandered in reads the guard's
 * "Owners only" page without a menu of doors that would not open.
 */
export function OwnerLayout() {
  const session = useSession();
  const user = session.data;
  const isOwner = user?.role === 'hotelOwner';

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="flex h-16 items-center justify-between gap-3 px-4 sm:px-6">
          <WakaLogo tone="dark" />
          {user ? <AccountCorner name={user.name} /> : null}
        </div>
      </header>
      <div className="flex flex-1">
        {isOwner ? <OwnerSidebar /> : null}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** The signed-in person's name and Sign out (which goes home: docs/product.md#accounts). */
function AccountCorner({ name }: { name: string }) {
  const signOut = useSignOut();
  return (
    <div className="flex min-w-0 items-center gap-2 sm:gap-3">
      <span
        aria-hidden="true"
        className="hidden size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white sm:flex"
      >
        {name.slice(0, 1).toUpperCase()}
      </span>
      <p className="min-w-0 truncate text-sm font-semibold text-slate-800" title={name}>
        <span className="sr-only">Signed in as </span>
        {name}
      </p>
      <button
        type="button"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
        className="shrink-0 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
      >
        {signOut.isPending ? 'Signing out...' : 'Sign out'}
      </button>
    </div>
  );
}
