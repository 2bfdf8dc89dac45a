import { FIRST_PHOTO_SLOT } from '@waka/shared/web/first-photo-slot';

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
 * it holds a hidden <img> on top of the pulse for the server to fill; the
 * pulse is a layer of its own so that a filled photo does not pulse with it.
 */
export function PhotoSkeleton({ className, firstPhoto = false }: PhotoSkeletonProps) {
  return (
    <div className={`relative overflow-hidden bg-slate-200 ${className}`}>
      <div className="absolute inset-0 animate-pulse bg-slate-200" />
      {firstPhoto ? (
        <img
          {...{ [FIRST_PHOTO_SLOT]: '' }}
          hidden
          alt=""
          className="relative h-full w-full object-cover"
        />
      ) : null}
    </div>
  );
}
