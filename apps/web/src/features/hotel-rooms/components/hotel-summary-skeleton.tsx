import { PhotoSkeleton } from '@/components/ui/photo-skeleton';
import { SkeletonBar } from '@/components/ui/skeleton-bar';
import { Spinner } from '@/components/ui/spinner';

/**
 * The hotel's page while the hotel loads: its summary in grey, in the shape
 * of HotelSummary so nothing jumps when it arrives, with the photo's place
 * marked for the server to fill from the page's first HTML
 * (docs/decisions/0007-first-screen-in-the-html.md); then the rooms' spinner.
 */
export function HotelSummarySkeleton() {
  return (
    <div className="flex flex-col gap-8">
      <div aria-hidden="true" className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <PhotoSkeleton
          className="aspect-[3/2] w-full shrink-0 rounded-2xl sm:w-64 lg:w-80"
          firstPhoto
        />
        <div className="flex flex-1 flex-col gap-3">
          <SkeletonBar className="h-3 w-20 rounded" />
          <SkeletonBar className="h-9 w-2/3 rounded" />
          <SkeletonBar className="h-4 w-28 rounded" />
          <SkeletonBar className="h-4 w-1/2 rounded" />
          <SkeletonBar className="h-4 w-full max-w-2xl rounded" />
        </div>
      </div>
      <Spinner label="Loading rooms..." />
    </div>
  );
}
