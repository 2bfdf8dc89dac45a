import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreens } from './app/lazy-screen';
import { routes } from './app/routes';

/**
 * The server marks a prerendered shell inert (it only shows the page); once
 * React has put the real page in its place, before that is painted, the
 * page is live. A traveller who scrolled the shell stays where they were:
 * the layout leaves a page just loaded where it is (use-scroll-restoration.ts).
 */
function LiftShell({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => container.removeAttribute('inert'), [container]);
  return null;
}

/*
 * A transition, so React builds the first screen in short slices and the
 * phone stays responsive meanwhile: the prerendered shell is already on
 * screen, so nothing is gained by doing it in one long task (which Lighthouse
 * counts as blocking time, now that the first paint comes before it).
 */
function render(root: HTMLElement) {
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App />
        <LiftShell container={root} />
      </StrictMode>,
    );
  });
}

/*
 * The public pages arrive with their first screen prerendered in #root
 * (docs/decisions/0007-first-screen-in-the-html.md). The app replaces it once
 * the page's screens are in, not before: rendered sooner, it would suspend on
 * them, and React would hold the shell all the same, after building what it
 * could of the page.
 */
export async function start(root: HTMLElement): Promise<void> {
  await preloadScreens(routes, window.location);
  render(root);
}
