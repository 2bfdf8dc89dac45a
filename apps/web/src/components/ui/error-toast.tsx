import { DismissButton, useAutoDismiss } from './toast-parts';

type ErrorToastProps = {
  /** The spec's alert words for a failure; nothing shows while null. */
  message: string | null;
  onDismiss: () => void;
  /** Longer than a success toast: a failure is worth the time to read. */
  durationMs?: number;
};

/**
 * A failure the spec shows as `alert(...)` (docs/product.md#messages), as a toast: red, announced
 * at once (role=alert), gone after a while or with its close button.
 */
export function ErrorToast({ message, onDismiss, durationMs = 10_000 }: ErrorToastProps) {
  useAutoDismiss(message, onDismiss, durationMs);

  if (!message) return null;
  return (
    <div className="pointer-events-none fixed inset-x-3 bottom-20 z-50 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-24">
      <div
        role="alert"
        className="pointer-events-auto flex max-w-md items-start gap-3 rounded-xl border border-red-300 bg-red-50 py-3 pr-2 pl-4 text-red-900 shadow-lg"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 size-5 shrink-0 fill-red-700">
          <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zm-.9 4h1.8v6h-1.8zm0 7.5h1.8v1.8h-1.8z" />
        </svg>
        <p className="font-semibold">{message}</p>
        <DismissButton onDismiss={onDismiss} className="text-red-800 hover:bg-red-100" />
      </div>
    </div>
  );
}
