import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@waka/shared/accounts/account-messages';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { RegisterHotelForm } from '../components/register-hotel-form';

const HERE = '/hotel-reg';

/**
 * /hotel-reg (docs/product.md#owner-area): the public hotel registration, a page that opens
 * the registration in a dialog. It registers for real once the visitor is
 * signed in as an owner; anyone else is told how to become one.
 */
export function HotelRegRoute() {
  const [open, setOpen] = useState(true);
  const person = useSession();
  const close = () => setOpen(false);

  return (
    <>
      <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 pt-28 pb-20 text-center sm:pt-36">
        <title>List your property — Waka</title>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          List your property on Waka
        </h1>
        <p className="text-slate-600">
          Reach travellers across Nigeria. Register your hotel, add its rooms and start taking
          bookings.
        </p>
        <Button size="lg" onClick={() => setOpen(true)}>
          Register your hotel
        </Button>
      </section>

      {open ? (
        <Dialog title="Register Hotel" onClose={close}>
          {person.isPending ? (
            <Spinner label="Checking your account..." />
          ) : person.data?.role === 'hotelOwner' ? (
            <RegisterHotelForm submitLabel="Register" inDialog onCancel={close} />
          ) : person.data ? (
            <div className="flex flex-col gap-4 text-slate-800">
              <p className="font-semibold">{ACCOUNT_MESSAGES.ownersOnly}.</p>
              <p>
                Only property owners can list a property on Waka, and you are signed in as a
                traveller. To list a property, sign out and create a property owner account.
              </p>
              <div>
                <Button variant="secondary" onClick={close}>
                  Close
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-col gap-4 text-slate-800">
              <p>Sign in or sign up as a property owner to register your hotel.</p>
              <div className="flex flex-col gap-3 sm:flex-row">
                <ButtonLink to={`/sign-in?next=${encodeURIComponent(HERE)}`}>Sign in</ButtonLink>
                <ButtonLink
                  to={`/sign-up?owner=1&next=${encodeURIComponent(HERE)}`}
                  variant="secondary"
                >
                  Sign up as an owner
                </ButtonLink>
              </div>
            </div>
          )}
        </Dialog>
      ) : null}
    </>
  );
}
