import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZSubscribeNewsletterRequest,
  type TSubscribeNewsletterRequest,
} from '@waka/shared/newsletter/subscribe-newsletter';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSubscribeNewsletter } from '../api/use-subscribe-newsletter';

type NewsletterFormProps = {
  /** `inspired`: the home page's Stay Inspired box; `footer`: on the footer's dark green. */
  variant: 'inspired' | 'footer';
};

const looks = {
  inspired: {
    label: 'text-slate-800',
    input: 'border-slate-300',
    button: 'primary',
    success: 'text-brand-800',
    error: 'text-red-700',
    row: 'sm:flex-row',
  },
  footer: {
    label: 'text-white',
    input: 'border-white/30',
    button: 'inverse',
    success: 'text-brand-100',
    error: 'text-red-100',
    // The footer's column is narrow on wide screens: the button goes under the input there.
    row: 'sm:flex-row lg:flex-col',
  },
} as const;

/**
 * The newsletter email box (docs/product.md#home, #completed-features): checked by the shared schema before it is
 * sent, then the server's word on a bad email, shown under the input and read
 * out. A repeated email is thanked like a new one.
 */
export function NewsletterForm({ variant }: NewsletterFormProps) {
  const id = useId();
  const look = looks[variant];
  const subscribe = useSubscribeNewsletter();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TSubscribeNewsletterRequest>({
    resolver: zodResolver(ZSubscribeNewsletterRequest),
    // A box in the footer should not complain at a visitor who only tabbed past it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubscribe = (request: TSubscribeNewsletterRequest) => {
    subscribe.mutate(request, {
      onSuccess: () => reset(),
      onError: (error) => {
        const message =
          error instanceof ApiError ? (error.fields.email ?? error.message) : error.message;
        setError('email', { message }, { shouldFocus: true });
      },
    });
  };

  const error = errors.email?.message;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;

  return (
    <form
      noValidate
      aria-label={variant === 'footer' ? 'Newsletter' : 'Subscribe to our newsletter'}
      onSubmit={(event) => void handleSubmit(onSubscribe)(event)}
      className="flex flex-col gap-2"
    >
      <label htmlFor={`${id}-email`} className={`text-sm font-semibold ${look.label}`}>
        Email address
      </label>
      <div className={`flex flex-col gap-2 ${look.row}`}>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.ng"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : subscribe.isSuccess ? statusId : undefined}
          className={`min-h-11 min-w-0 flex-1 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 ${
            error ? 'border-red-600' : look.input
          }`}
          {...register('email', {
            // A new attempt clears the last answer's thank-you.
            onChange: () => subscribe.isSuccess && subscribe.reset(),
          })}
        />
        <Button type="submit" variant={look.button} size="field" disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className={`text-sm font-medium ${look.error}`}>
          {error}
        </p>
      ) : null}
      {/* Always in the page, so the thank-you is announced when it appears. */}
      <p id={statusId} role="status" className={`text-sm font-medium ${look.success}`}>
        {subscribe.isSuccess ? subscribe.data.message : ''}
      </p>
    </form>
  );
}
