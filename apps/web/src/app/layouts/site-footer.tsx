import { lazy, Suspense } from 'react';

/*
 * The footer is below the fold on every page (the main area is at least a
 * screen tall), so what it holds (its links, the support line and its call,
 * the newsletter box) loads as its own chunk, out of every page's first
 * JavaScript (the bundle budget, bench/README.md#targets). Until it arrives
 * the footer is its dark band, about as tall, so nothing jumps.
 */
const SiteFooterContent = lazy(async () => ({
  default: (await import('./site-footer-content')).SiteFooterContent,
}));

export function SiteFooter() {
  return (
    <footer className="bg-brand-900 text-brand-50">
      <Suspense fallback={<div className="min-h-[53rem] sm:min-h-[32rem] lg:min-h-[23rem]" />}>
        <SiteFooterContent />
      </Suspense>
    </footer>
  );
}
