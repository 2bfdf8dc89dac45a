/** A booking's life beyond its payment (docs/product.md#payment): said only when it has ended. */
const ENDED: Partial<Record<string, string>> = {
  cancelled: 'Cancelled',
  'no show': 'No-show',
};

/** "Cancelled" or "No-show" beside a booking that has ended so; nothing for a held or expired one. */
export function BookingLifeTag({ status, className = '' }: { status: string; className?: string }) {
  const words = ENDED[status];
  if (!words) return null;
  return (
    <span
      className={`inline-flex rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-800 ${className}`}
    >
      {words}
    </span>
  );
}
