import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app';
import { preloadScreens } from './app/lazy-screen';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';

/**
 * A page's first screen as static HTML, rendered at build time from the app's
 * own routes and components (build/prerender.mjs): what the browser paints
 * before any script has run (docs/decisions/0007-first-screen-in-the-html.md).
 * It is the page's loading state (no data is fetched here), and it is not
 * hydrated: start.tsx renders the app over it once the page's chunk is in,
 * from the same components, so the two look the same. Scripts are left out:
 * the Content-Security-Policy refuses inline ones, and this HTML is for
 * painting only.
 */
export async function renderShell(url: string): Promise<string> {
  // Loaded screens render at once (lazy-screen.tsx); renderToString cannot wait for one.
  await preloadScreens(routes, url);
  // renderToString leaves a lazy part (the home page's search form) as its
  // fallback, a card of the form's height, as the app's first render does: the
  // shell and the app then look the same until the form arrives.
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '');
}
