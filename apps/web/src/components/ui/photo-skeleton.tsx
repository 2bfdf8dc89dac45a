import { FIRST_PHOTO_SLOT } from '@waka/shared/web/first-photo-slot';
import { useLocation } from 'react-router';
import { shellPhotoFor } from '@/lib/shell-photo';
import { SkeletonBar } from './skeleton-bar';

type PhotoSkeletonProps = {
  /** Size, shape and rounding of the photo to come, as the real one has them. */
  className: string;
  /**
   * This is where the page's largest photo will stand: the server may show
   * that photo here in the page's first HTML, before any script has run
   * (@waka/shared/web/first-photo-slot). Only the first such skeleton on a page.
   */
  firstPhoto?: boolean;
};

/**
 * A grey, pulsing box in a photo's place while it loads. With `firstPhoto`
 * it holds an <img> over the pulse: hidden and without an address for the
 * prerender, for the server to fill; showing the photo the server filled it
 * with, when the app draws this page's loading state again.
 */
export function PhotoSkeleton({ className, firstPhoto = false }: PhotoSkeletonProps) {
  const { pathname, search } = useLocation();
  const shown = firstPhoto ? shellPhotoFor(pathname + search) : undefined;
  return (
    <div className={`relative overflow-hidden ${className}`}>
      <SkeletonBar className="absolute inset-0" />
      {firstPhoto ? (
        <img
          {...{ [FIRST_PHOTO_SLOT]: '' }}
          {...(shown ? { src: shown } : { hidden: true })}
          alt=""
          className="relative h-full w-full object-cover"
        />
      ) : null}
    </div>
  );
}
