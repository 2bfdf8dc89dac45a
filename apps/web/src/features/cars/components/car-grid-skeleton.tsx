import { PhotoSkeleton } from '@/components/ui/photo-skeleton';
import { SkeletonBar } from '@/components/ui/skeleton-bar';
import { CAR_GRID } from './car-grid';

/** Grey cards in the shape of the real ones, so the page does not jump when cars arrive. */
export function CarGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading cars" className="@container">
      <ul aria-hidden="true" className={CAR_GRID}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
            <PhotoSkeleton className="aspect-[16/10]" firstPhoto={index === 0} />
            {/* Each row the height of the card's own (name and year, pickup, facts, price, button). */}
            <div className="flex flex-col gap-3 p-4">
              <div className="flex flex-col gap-1">
                <SkeletonBar className="my-0.5 h-5 w-3/4 rounded" />
                <SkeletonBar className="h-4 w-12 rounded" />
              </div>
              <SkeletonBar className="h-5 w-2/3 rounded" />
              <div className="grid grid-cols-2 gap-x-3 gap-y-2">
                {Array.from({ length: 4 }, (_, fact) => (
                  <SkeletonBar key={fact} className="h-5 rounded" />
                ))}
              </div>
              <div className="flex flex-col gap-3 border-t border-slate-100 pt-3">
                <div className="flex flex-col gap-1">
                  <SkeletonBar className="h-3 w-20 rounded" />
                  <SkeletonBar className="h-6 w-28 rounded" />
                </div>
                <SkeletonBar className="h-10 w-full rounded-lg" />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <span className="sr-only">Loading cars</span>
    </div>
  );
}
