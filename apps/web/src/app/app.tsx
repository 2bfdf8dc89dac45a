import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { preloadScreens } from './lazy-screen';
import { AppProvider } from './provider';
import { RouteError } from './routes/route-error';
import { routes } from './routes';

/** The screens of the address, all loading at once: a layout, its guard and the page. */
export function AppRoutes() {
  void preloadScreens(routes, useLocation());
  return useRoutes(routes);
}

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        {/* The layout has its own; this one catches a crash of the layout itself. */}
        <ErrorBoundary FallbackComponent={RouteError}>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
    </AppProvider>
  );
}
