import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useSendVerificationEmail } from '../api/use-send-verification-email';

/**
 * Under the header, for a signed-in person who has not yet opened the link
 * emailed on sign-up (docs/decisions/0025). The account works meanwhile; the
 * banner only asks, and sends the link again on request (a few times a day).
 * Its own chunk: the layout loads it only for such a person.
 */
export function VerifyEmailBanner() {
  const email = useSession().data?.email;
  const send = useSendVerificationEmail();
  const outcome = send.isSuccess
    ? 'We have sent the link again. It lasts 24 hours.'
    : send.error instanceof ApiError
      ? send.error.message
      : send.error
        ? 'We couldn’t send the link. Please try again.'
        : '';

  return (
    <section
      aria-label="Confirm your email"
      className="border-b border-brand-200 bg-brand-50 text-slate-800 print:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm sm:px-6 lg:px-8">
        <p className="min-w-0 flex-1 basis-64">
          <span className="font-semibold">Please confirm your email</span> — we sent a link to{' '}
          <span className="font-semibold break-all">{email}</span>. Bookings you made as a guest
          with it join your account once you do.
        </p>
        <Button
          variant="secondary"
          onClick={() => send.mutate()}
          disabled={send.isPending || send.isSuccess}
        >
          {send.isPending ? 'Sending...' : 'Send it again'}
        </Button>
        <p role="status" className={outcome ? 'w-full font-medium' : 'sr-only'}>
          {outcome}
        </p>
      </div>
    </section>
  );
}
