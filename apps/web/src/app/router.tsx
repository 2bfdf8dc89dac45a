import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The app's router in the browser; the build's prerender (src/prerender.tsx) uses the same routes. */
export const router = createBrowserRouter(routes);
