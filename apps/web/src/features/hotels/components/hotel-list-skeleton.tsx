import { PhotoSkeleton } from '@/components/ui/photo-skeleton';
import { SkeletonBar } from '@/components/ui/skeleton-bar';
import { HOTEL_GRID } from './hotel-grid';

/** Grey cards in the shape of the real ones, so the page does not jump when hotels arrive. */
export function HotelListSkeleton() {
  return (
    <div role="status" aria-label="Loading hotels">
      <ul aria-hidden="true" className={HOTEL_GRID}>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
            <PhotoSkeleton className="aspect-[16/9] sm:aspect-[3/2]" firstPhoto={index === 0} />
            <div className="flex flex-col gap-3 p-5">
              <SkeletonBar className="h-3 w-20 rounded" />
              <SkeletonBar className="h-5 w-3/4 rounded" />
              <SkeletonBar className="h-4 w-1/2 rounded" />
              <SkeletonBar className="h-4 w-full rounded" />
              <div className="mt-3 flex justify-between">
                <SkeletonBar className="h-6 w-28 rounded" />
                <SkeletonBar className="h-10 w-28 rounded-lg" />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <span className="sr-only">Loading hotels</span>
    </div>
  );
}
