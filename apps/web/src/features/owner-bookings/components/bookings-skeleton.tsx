import { SkeletonBar } from '@/components/ui/skeleton-bar';

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
            <SkeletonBar className="h-4 w-28 rounded" />
            <SkeletonBar className="h-4 w-40 rounded" />
            <SkeletonBar className="h-4 w-full max-w-52 rounded" />
            <SkeletonBar className="h-4 w-24 rounded" />
            <SkeletonBar className="h-9 w-32 rounded-lg @4xl:ml-auto" />
          </li>
        ))}
      </ul>
    </div>
  );
}
