import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZDeleteAccountRequest, type TDeleteAccountRequest } from '@waka/shared/accounts/profile';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useDeleteAccount } from '../api/use-delete-account';
import { WhatIsKept } from './what-is-kept';

/**
 * "Delete my account" asked once more, with the password (docs/decisions/0026).
 * A wrong password is marked on its field; an account with upcoming bookings
 * is refused in the server's words, and the dialog stays open.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const deletion = useDeleteAccount();
  const form = useForm<TDeleteAccountRequest>({
    resolver: zodResolver(ZDeleteAccountRequest),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await deletion.mutateAsync(body);
    } catch (error) {
      const wrong = error instanceof ApiError ? error.fields.password : undefined;
      if (wrong) form.setError('password', { message: wrong });
    }
  });
  const error = deletion.error;
  const refusal =
    error instanceof ApiError
      ? error.fields.password
        ? null
        : error.message
      : error
        ? 'Your account was not deleted. Please try again.'
        : null;

  return (
    <ConfirmDialog
      title="Delete your account?"
      confirmLabel="Delete my account"
      busyLabel="Deleting..."
      busy={deletion.isPending}
      error={refusal}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <div className="flex flex-col gap-4">
        <p>
          This cannot be undone. You are signed out everywhere, and this email and password no
          longer sign in.
        </p>
        <WhatIsKept />
        <form id="delete-account-form" noValidate onSubmit={submit}>
          <FormField
            label="Your password"
            type="password"
            autoComplete="current-password"
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
        </form>
      </div>
    </ConfirmDialog>
  );
}
