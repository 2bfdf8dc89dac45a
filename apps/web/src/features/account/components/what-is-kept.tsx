import { Link } from 'react-router';

/** What deleting an account keeps, and why, in two lines (docs/decisions/0026). */
export function WhatIsKept() {
  return (
    <p className="text-sm text-slate-700">
      We erase your profile, sign-in, newsletter subscription and the mail we sent you. Bookings you
      made stay with the hotel or car owner for their accounts, without your name, email or phone.{' '}
      <Link to="/privacy" className="font-semibold text-brand-800 underline underline-offset-4">
        How Waka keeps data
      </Link>
    </p>
  );
}
