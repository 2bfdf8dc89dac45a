/** A grey, pulsing block in the place of text or a button still loading; `className` gives its size and rounding. */
export function SkeletonBar({ className }: { className: string }) {
  return <div className={`animate-pulse bg-slate-200 ${className}`} />;
}
