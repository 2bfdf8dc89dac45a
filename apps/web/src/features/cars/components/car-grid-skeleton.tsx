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
            {/*
              As tall as a car card's body (name and year, pickup, four facts,
              price and button: 290 px at 360 and 1280 px wide), so nothing
              moves when the cars arrive, with few elements: more bars made the
              prerendered page's HTML a fifth larger.
            */}
            <div className="flex min-h-[290px] flex-col gap-3 p-4">
              <SkeletonBar className="h-5 w-3/4 rounded" />
              <SkeletonBar className="h-4 w-1/3 rounded" />
              <SkeletonBar className="h-4 w-full rounded" />
              <div className="mt-auto flex justify-between">
                <SkeletonBar className="h-6 w-24 rounded" />
                <SkeletonBar className="h-10 w-28 rounded-lg" />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <span className="sr-only">Loading cars</span>
    </div>
  );
}
