import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import { useSignOut } from '../api/use-sign-out';

const linkClasses =
  'block rounded-lg px-4 py-3 text-lg font-semibold text-slate-800 hover:bg-slate-100';

/**
 * The account entries of the small-screen menu: My Bookings for a signed-in
 * person (docs/product.md#header), Your account, Owner area for owners, Sign in / Sign out.
 */
export function MobileAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  const signOut = useSignOut();
  const user = session.data;
  if (!user) {
    return (
      <li>
        <Link to="/sign-in" className={linkClasses} onClick={onNavigate}>
          Sign in
        </Link>
      </li>
    );
  }
  return (
    <>
      <li>
        <Link to="/my-bookings" className={linkClasses} onClick={onNavigate}>
          My Bookings
        </Link>
      </li>
      <li>
        <Link to="/account" className={linkClasses} onClick={onNavigate}>
          Your account
        </Link>
      </li>
      {user.role === 'hotelOwner' ? (
        <li>
          <Link to="/owner" className={linkClasses} onClick={onNavigate}>
            Owner area
          </Link>
        </li>
      ) : null}
      <li>
        <button
          type="button"
          className={`${linkClasses} w-full text-left`}
          onClick={() => {
            onNavigate();
            signOut.mutate();
          }}
        >
          Sign out
        </button>
      </li>
    </>
  );
}
