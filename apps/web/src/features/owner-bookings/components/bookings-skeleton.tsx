/** Grey rows in the shape of the list, so nothing jumps when the bookings arrive. */
export function BookingsSkeleton() {
  return (
    <div role="status" aria-label="Loading bookings">
      <ul aria-hidden="true" className="flex flex-col gap-3">
        {Array.from({ length: 5 }, (_, index) => (
          <li
            key={index}
            className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 @4xl:flex-row @4xl:items-center @4xl:gap-6"
          >
            <div className="h-4 w-28 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-40 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-full max-w-52 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-24 animate-pulse rounded bg-slate-200" />
            <div className="h-9 w-32 animate-pulse rounded-lg bg-slate-200 @4xl:ml-auto" />
          </li>
        ))}
      </ul>
    </div>
  );
}
