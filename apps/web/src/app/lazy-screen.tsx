import { use, type ComponentType } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router';

/** A route whose screen is its own chunk: `preload` fetches and runs it. */
export type ScreenRoute = RouteObject & {
  preload?: () => Promise<ComponentType>;
  children?: ScreenRoute[];
};

/**
 * A screen loaded when first needed, so the home page loads only the home
 * page (decision 0015). Once loaded it renders at once: the prerender
 * (prerender.tsx) and the first render in the browser (start.tsx) load the
 * screens of the address first and never wait. Otherwise React's `use`
 * suspends the render; the router renders a navigation inside a transition,
 * so the page the traveller is on stays until the next one has arrived.
 *
 * A failed load throws to the nearest error boundary, and is kept: React
 * retries a render whose promise settles, and a new attempt each time would
 * never end; the browser keeps a module that failed to load failed anyway,
 * so RouteError offers a reload.
 */
export function lazyScreen(
  load: () => Promise<ComponentType>,
): Pick<ScreenRoute, 'element' | 'preload'> {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  function Screen() {
    // `use` may be called conditionally, unlike the other hooks.
    const Component = loaded ?? use(preload());
    return <Component />;
  }
  return { element: <Screen />, preload };
}

/** Starts loading every screen the address shows (a layout, a guard, the page) at once. */
export function preloadScreens(
  routes: ScreenRoute[],
  location: Partial<Location> | string,
): Promise<unknown> {
  const matches = matchRoutes(routes, location) ?? [];
  return Promise.allSettled(matches.map(({ route }) => route.preload?.()));
}
