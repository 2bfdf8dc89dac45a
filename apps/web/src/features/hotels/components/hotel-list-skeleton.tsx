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
            {/* Each row the height of the card's own (city, name, stars, address, amenities, price). */}
            <div className="flex flex-col gap-2 p-4 sm:p-5">
              <SkeletonBar className="my-0.5 h-3 w-20 rounded" />
              <SkeletonBar className="my-0.5 h-6 w-3/4 rounded" />
              <SkeletonBar className="my-0.5 h-4 w-40 rounded" />
              <div className="flex flex-col gap-2">
                <SkeletonBar className="h-4 w-full rounded" />
                <SkeletonBar className="h-4 w-2/3 rounded" />
              </div>
              <div className="flex flex-wrap gap-1.5">
                {['w-20', 'w-28', 'w-24', 'w-28', 'w-16'].map((chipWidth, chip) => (
                  <SkeletonBar key={chip} className={`h-6 rounded-full ${chipWidth}`} />
                ))}
              </div>
              {/* As wide as the real price and button, so the row wraps where the card's does (narrow columns). */}
              <div className="mt-2 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
                <SkeletonBar className="h-7 w-40 rounded" />
                <SkeletonBar className="h-10 w-[7.5rem] rounded-lg" />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <span className="sr-only">Loading hotels</span>
    </div>
  );
}
