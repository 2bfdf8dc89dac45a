import { useEffect } from 'react';

/** Calls `onDismiss` once `durationMs` has passed since `message` appeared. */
export function useAutoDismiss(message: string | null, onDismiss: () => void, durationMs: number) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onDismiss, durationMs);
    return () => window.clearTimeout(timer);
  }, [message, onDismiss, durationMs]);
}

/** The toast's close button; `className` carries the toast's colours. */
export function DismissButton({
  onDismiss,
  className,
}: {
  onDismiss: () => void;
  className: string;
}) {
  return (
    <button
      type="button"
      onClick={onDismiss}
      aria-label="Dismiss"
      className={`-my-1 rounded-full p-1.5 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
      </svg>
    </button>
  );
}
