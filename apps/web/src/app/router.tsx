import { createBrowserRouter } from 'react-router';
import { OwnerGuard, SignedInGuard } from '@/features/auth/components/owner-guard';
import { OwnerLayout } from './layouts/owner-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './routes/route-error';

/*
 * Every screen is its own chunk (React Router `lazy`), so the home page loads
 * only the home page. The layouts are small and always needed, so they are not.
 */
const ownerPlaceholder = async () => ({
  Component: (await import('./routes/owner-placeholder')).OwnerPlaceholder,
});

export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Shown only while the first screen's chunk loads; the page is blank for a blink.
    HydrateFallback: () => null,
    children: [
      {
        // Pathless: a screen that crashes shows the error inside the header and footer.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('@/features/home/routes/home-route')).HomeRoute,
            }),
          },
          {
            path: 'rooms',
            lazy: async () => ({
              Component: (await import('@/features/hotels/routes/hotels-route')).HotelsRoute,
            }),
          },
          {
            path: 'rooms/:hotelId',
            lazy: async () => ({
              Component: (await import('@/features/hotel-rooms/routes/hotel-rooms-route'))
                .HotelRoomsRoute,
            }),
          },
          {
            path: 'booking-receipt',
            lazy: async () => ({
              Component: (await import('@/features/receipt/routes/receipt-route')).ReceiptRoute,
            }),
          },
          {
            path: 'sign-in',
            lazy: async () => ({ Component: (await import('@/features/auth/routes/sign-in-route')).SignInRoute }),
          },
          {
            path: 'sign-up',
            lazy: async () => ({ Component: (await import('@/features/auth/routes/sign-up-route')).SignUpRoute }),
          },
          {
            path: 'find-booking',
            lazy: async () => ({
              Component: (await import('@/features/find-booking/routes/find-booking-route')).FindBookingRoute,
            }),
          },
          {
            Component: SignedInGuard,
            children: [
              {
                path: 'my-bookings',
                lazy: async () => ({
                  Component: (await import('@/features/my-bookings/routes/my-bookings-route')).MyBookingsRoute,
                }),
              },
            ],
          },
          {
            path: 'car-hire-service',
            lazy: async () => ({
              Component: (await import('./routes/car-hire-placeholder')).CarHirePlaceholder,
            }),
          },
          {
            path: 'owner',
            Component: OwnerLayout,
            children: [
              {
                // Owners only (D10): a visitor signs in first, a customer is turned away.
                Component: OwnerGuard,
                children: [
                  { index: true, lazy: ownerPlaceholder },
                  { path: '*', lazy: ownerPlaceholder },
                ],
              },
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFound }),
          },
        ],
      },
    ],
  },
]);
