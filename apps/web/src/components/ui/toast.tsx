import { DismissButton, useAutoDismiss } from './toast-parts';

type ToastProps = {
  /** The spec's alert words; nothing shows while null. */
  message: string | null;
  onDismiss: () => void;
  /** How long it stays, unless closed sooner. */
  durationMs?: number;
};

/**
 * The spec's `alert(...)` messages as a toast (docs/product.md#messages): a polite live region that
 * is always in the page, so a screen reader announces each message as it
 * appears; it goes by itself after a while or with its close button.
 */
export function Toast({ message, onDismiss, durationMs = 6000 }: ToastProps) {
  useAutoDismiss(message, onDismiss, durationMs);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6"
    >
      {message ? (
        <div className="pointer-events-auto flex max-w-md items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 py-3 pr-2 pl-4 text-brand-900 shadow-lg">
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 fill-brand-700"
          >
            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zm-1.2 12.1L5.3 10.1l1.2-1.2 2.3 2.3 4.7-4.7 1.2 1.2z" />
          </svg>
          <p className="font-semibold">{message}</p>
          <DismissButton onDismiss={onDismiss} className="text-brand-800 hover:bg-brand-100" />
        </div>
      ) : null}
    </div>
  );
}
