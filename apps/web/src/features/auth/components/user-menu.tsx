import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import { useSignOut } from '../api/use-sign-out';

/**
 * The header's account corner: Sign in for a visitor; for a signed-in person a
 * menu with My Bookings, Your account, Owner area (owners) and Sign out (then home).
 */
export function UserMenu({ solid }: { solid: boolean }) {
  const session = useSession();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) =>
      !root.current?.contains(event.target as Node) && setOpen(false);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const user = session.data;
  const tone = solid ? 'hover:bg-brand-50 hover:text-brand-800' : 'hover:bg-white/15';
  if (!user) {
    return (
      <Link to="/sign-in" className={`rounded-lg px-3 py-2 text-sm font-semibold ${tone}`}>
        Sign in
      </Link>
    );
  }
  const item =
    'block w-full px-4 py-2.5 text-left text-sm font-medium text-slate-800 hover:bg-brand-50';
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className={`flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${tone}`}
      >
        <span
          aria-hidden="true"
          className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
        >
          {user.name.slice(0, 1).toUpperCase()}
        </span>
        <span className="max-w-32 truncate">{user.name}</span>
        <span className="sr-only">, account menu</span>
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 mt-2 w-56 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <p className="truncate px-4 py-2 text-xs text-slate-600">{user.email}</p>
          <Link to="/my-bookings" className={item} onClick={() => setOpen(false)}>
            My Bookings
          </Link>
          <Link to="/account" className={item} onClick={() => setOpen(false)}>
            Your account
          </Link>
          {user.role === 'hotelOwner' ? (
            <Link to="/owner" className={item} onClick={() => setOpen(false)}>
              Owner area
            </Link>
          ) : null}
          <button
            type="button"
            className={item}
            onClick={() => {
              setOpen(false);
              signOut.mutate();
            }}
          >
            Sign out
          </button>
        </div>
      ) : null}
    </div>
  );
}
