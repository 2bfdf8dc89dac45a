import { holdLimits } from '@waka/shared/hold-limits';

/**
 * In place of the spec's '15% off your first rental', which the server never
 * took off: how every hire is priced, which it does
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md).
 */
export function HirePricingNote({ className = '' }: { className?: string }) {
  return (
    <section
      aria-label="How hire is priced"
      className={`rounded-2xl bg-brand-900 p-5 text-white shadow-sm ${className}`}
    >
      <p className="text-xl leading-snug font-bold">7 days never cost more than the weekly rate</p>
      <p className="mt-3 text-sm text-brand-50">
        You always pay the cheapest mix of hours, days and weeks, shown line by line before you
        confirm. Hire for 1 hour up to {holdLimits().maxHireDays} days.
      </p>
    </section>
  );
}
