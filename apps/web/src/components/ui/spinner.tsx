type SpinnerProps = {
  /** What is loading, read out by screen readers and shown beside the wheel. */
  label: string;
  className?: string;
};

/** A loading state that a screen reader announces (role=status is a polite live region). */
export function Spinner({ label, className = '' }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-label={label}
      className={`flex items-center justify-center gap-3 py-12 text-slate-600 ${className}`}
    >
      <svg
        className="size-6 animate-spin-slow text-brand-600"
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span>{label}</span>
    </div>
  );
}
