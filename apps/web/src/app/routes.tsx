import { redirect, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './routes/route-error';

/*
 * Every screen is its own chunk (React Router `lazy`), so the home page loads
 * only the home page. The public layout is always needed, so it is not; the
 * owner layout and the account guards are lazy too: they bring the owner
 * sidebar and the account schemas (zod), which a guest on the home page never
 * needs (issue 7's bundle budget).
 */
const guards = () => import('@/features/auth/components/owner-guard');
const ownerNotFound = async () => ({
  Component: (await import('./routes/not-found')).NotFound,
});

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Never drawn: start.tsx renders the app once the first screen's chunk is in (the prerendered
    // shell shows meanwhile); React Router wants one for the render before that.
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
            lazy: async () => ({
              Component: (await import('@/features/auth/routes/sign-in-route')).SignInRoute,
            }),
          },
          {
            path: 'sign-up',
            lazy: async () => ({
              Component: (await import('@/features/auth/routes/sign-up-route')).SignUpRoute,
            }),
          },
          {
            // The public hotel registration modal (D12); it checks who is signed in itself.
            path: 'hotel-reg',
            lazy: async () => ({
              Component: (await import('@/features/owner-hotels/routes/hotel-reg-route'))
                .HotelRegRoute,
            }),
          },
          {
            path: 'find-booking',
            lazy: async () => ({
              Component: (await import('@/features/find-booking/routes/find-booking-route'))
                .FindBookingRoute,
            }),
          },
          {
            lazy: async () => ({ Component: (await guards()).SignedInGuard }),
            children: [
              {
                path: 'my-bookings',
                lazy: async () => ({
                  Component: (await import('@/features/my-bookings/routes/my-bookings-route'))
                    .MyBookingsRoute,
                }),
              },
            ],
          },
          {
            path: 'car-hire-service',
            lazy: async () => ({
              Component: (await import('./routes/car-hire-route')).CarHireRoute,
            }),
          },
          {
            path: 'car-listing',
            lazy: async () => ({
              Component: (await import('@/features/cars/routes/car-listing-route')).CarListingRoute,
            }),
          },
          {
            path: 'car-listing/car-rental-request',
            lazy: async () => ({
              Component: (await import('@/features/cars/routes/car-rental-request-route'))
                .CarRentalRequestRoute,
            }),
          },
          {
            path: 'owner',
            lazy: async () => ({ Component: (await import('./layouts/owner-layout')).OwnerLayout }),
            children: [
              {
                // Owners only (D10): a visitor signs in first, a customer is turned away.
                lazy: async () => ({ Component: (await guards()).OwnerGuard }),
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (
                        await import('@/features/owner-dashboard/routes/owner-dashboard-route')
                      ).OwnerDashboardRoute,
                    }),
                  },
                  // The spec's owner screens (§2); each holds the placeholder until it is built.
                  {
                    path: 'hotel-registration',
                    lazy: async () => ({
                      Component: (
                        await import('@/features/owner-hotels/routes/register-hotel-route')
                      ).RegisterHotelRoute,
                    }),
                  },
                  {
                    path: 'list-hotels-action',
                    lazy: async () => ({
                      Component: (await import('@/features/owner-hotels/routes/list-hotels-route'))
                        .ListHotelsRoute,
                    }),
                  },
                  {
                    path: 'all-hotel',
                    lazy: async () => ({
                      Component: (
                        await import('@/features/owner-hotels/routes/create-rooms-list-route')
                      ).CreateRoomsListRoute,
                    }),
                  },
                  {
                    path: 'all-hotel/add-room/:hotelId',
                    lazy: async () => ({
                      Component: (await import('@/features/owner-rooms/routes/add-room-route'))
                        .AddRoomRoute,
                    }),
                  },
                  {
                    path: 'list-room',
                    lazy: async () => ({
                      Component: (
                        await import('@/features/owner-hotels/routes/manage-rooms-list-route')
                      ).ManageRoomsListRoute,
                    }),
                  },
                  {
                    path: 'list-room/hotel-rooms/:hotelId',
                    lazy: async () => ({
                      Component: (
                        await import('@/features/owner-rooms/routes/owner-hotel-rooms-route')
                      ).OwnerHotelRoomsRoute,
                    }),
                  },
                  {
                    // A shorter address for the same listings; the spec's path above is the one shown.
                    path: 'hotel-rooms/:hotelId',
                    loader: ({ params }) =>
                      redirect(`/owner/list-room/hotel-rooms/${params.hotelId ?? ''}`),
                  },
                  {
                    path: 'all-hotel-bookings',
                    lazy: async () => ({
                      Component: (
                        await import('@/features/owner-bookings/routes/all-bookings-route')
                      ).AllBookingsRoute,
                    }),
                  },
                  {
                    path: 'car-hire-registration',
                    lazy: async () => ({
                      Component: (await import('@/features/owner-cars/routes/register-car-route'))
                        .RegisterCarRoute,
                    }),
                  },
                  {
                    path: 'view-cars',
                    lazy: async () => ({
                      Component: (await import('@/features/owner-cars/routes/view-cars-route'))
                        .ViewCarsRoute,
                    }),
                  },
                  {
                    path: 'view-car-booking',
                    lazy: async () => ({
                      Component: (
                        await import('@/features/owner-cars/routes/view-car-bookings-route')
                      ).ViewCarBookingsRoute,
                    }),
                  },
                  { path: '*', lazy: ownerNotFound },
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
];
