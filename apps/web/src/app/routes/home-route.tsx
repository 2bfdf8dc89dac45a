import { lazy, Suspense } from 'react';
import { HomePage } from '@/features/home/components/home-page';

/*
 * The app composes features (a feature never imports another): the home page
 * shows the newsletter feature's form, loaded the way a route is, as its own
 * chunk. Far below the fold, it stays out of the home page's first JavaScript.
 */
const NewsletterForm = lazy(async () => ({
  default: (await import('@/features/newsletter/components/newsletter-form')).NewsletterForm,
}));

/** / */
export function HomeRoute() {
  return (
    <HomePage
      newsletter={
        <Suspense fallback={<div className="h-[8.25rem] sm:h-20" />}>
          <NewsletterForm variant="inspired" />
        </Suspense>
      }
    />
  );
}
