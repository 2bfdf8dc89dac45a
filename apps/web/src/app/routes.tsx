import { Navigate, useParams } from 'react-router';
import { roomListingsPath } from '@/lib/paths';
import { lazyScreen, type ScreenRoute } from './lazy-screen';
import { RootLayout } from './layouts/root-layout';

/*
 * Every screen is its own chunk (lazyScreen), so the home page loads only the
 * home page. The public layout is always needed, so it is not; the owner
 * layout and the account guards are lazy too: they bring the owner sidebar
 * and the account schemas (zod), which a guest on the home page never needs
 * (the bundle budget, bench/README.md#targets). The routes are React Router's declarative ones
 * (useRoutes), not its data router, which is twice the JavaScript (decision
 * 0015).
 */
const guards = () => import('@/features/auth/components/owner-guard');
const notFound = async () => (await import('./routes/not-found')).NotFound;
const accountLinkScreen = lazyScreen(
  async () => (await import('@/features/auth/routes/account-link-screen')).AccountLinkScreen,
);

/** A shorter address for an owner's room listings; the spec's path is the one shown. */
function ToOwnerHotelRooms() {
  const { hotelId = '' } = useParams();
  return <Navigate to={roomListingsPath(hotelId)} replace />;
}

export const routes: ScreenRoute[] = [
  {
    path: '/',
    // The layout catches a screen's crash, and shows it inside the header and footer.
    element: <RootLayout />,
    children: [
      {
        index: true,
        ...lazyScreen(async () => (await import('./routes/home-route')).HomeRoute),
      },
      {
        path: 'rooms',
        ...lazyScreen(
          async () => (await import('@/features/hotels/routes/hotels-route')).HotelsRoute,
        ),
      },
      {
        path: 'rooms/:hotelId',
        ...lazyScreen(
          async () =>
            (await import('@/features/hotel-rooms/routes/hotel-rooms-route')).HotelRoomsRoute,
        ),
      },
      {
        path: 'booking-receipt',
        ...lazyScreen(
          async () => (await import('@/features/receipt/routes/receipt-route')).ReceiptRoute,
        ),
      },
      {
        // Where Paystack sends the guest back (docs/product.md#payment-callback).
        path: 'payment/callback',
        ...lazyScreen(
          async () =>
            (await import('@/features/payments/routes/payment-callback-route'))
              .PaymentCallbackRoute,
        ),
      },
      {
        // The emailed link that confirms paying at the hotel or at pickup (docs/product.md#confirm-hold).
        path: 'confirm-hold',
        ...lazyScreen(
          async () =>
            (await import('@/features/payments/routes/confirm-hold-route')).ConfirmHoldRoute,
        ),
      },
      {
        path: 'car-hire-receipt',
        ...lazyScreen(
          async () =>
            (await import('@/features/car-receipt/routes/car-receipt-route')).CarReceiptRoute,
        ),
      },
      {
        path: 'sign-in',
        ...lazyScreen(
          async () => (await import('@/features/auth/routes/sign-in-route')).SignInRoute,
        ),
      },
      {
        path: 'sign-up',
        ...lazyScreen(
          async () => (await import('@/features/auth/routes/sign-up-route')).SignUpRoute,
        ),
      },
      // Password reset and email verification (docs/decisions/0025); the last two are emailed links.
      { path: 'forgot-password', ...accountLinkScreen },
      { path: 'reset-password', ...accountLinkScreen },
      { path: 'verify-email', ...accountLinkScreen },
      {
        // The public hotel registration modal (docs/product.md#owner-area); it checks who is signed in itself.
        path: 'hotel-reg',
        ...lazyScreen(
          async () =>
            (await import('@/features/owner-hotels/routes/hotel-reg-route')).HotelRegRoute,
        ),
      },
      {
        path: 'find-booking',
        ...lazyScreen(
          async () =>
            (await import('@/features/find-booking/routes/find-booking-route')).FindBookingRoute,
        ),
      },
      {
        ...lazyScreen(async () => (await guards()).SignedInGuard),
        children: [
          {
            path: 'my-bookings',
            ...lazyScreen(
              async () =>
                (await import('@/features/my-bookings/routes/my-bookings-route')).MyBookingsRoute,
            ),
          },
        ],
      },
      {
        path: 'car-hire-service',
        ...lazyScreen(async () => (await import('./routes/car-hire-route')).CarHireRoute),
      },
      {
        path: 'car-listing',
        ...lazyScreen(
          async () => (await import('@/features/cars/routes/car-listing-route')).CarListingRoute,
        ),
      },
      {
        path: 'car-listing/car-rental-request',
        ...lazyScreen(
          async () =>
            (await import('@/features/cars/routes/car-rental-request-route')).CarRentalRequestRoute,
        ),
      },
      {
        path: 'owner',
        ...lazyScreen(async () => (await import('./layouts/owner-layout')).OwnerLayout),
        children: [
          {
            // Owners only (docs/product.md#roles): a visitor signs in first, a customer is turned away.
            ...lazyScreen(async () => (await guards()).OwnerGuard),
            children: [
              {
                index: true,
                ...lazyScreen(
                  async () =>
                    (await import('@/features/owner-dashboard/routes/owner-dashboard-route'))
                      .OwnerDashboardRoute,
                ),
              },
              // The owner screens (docs/product.md#owner-area); each holds the placeholder until it is built.
              {
                path: 'hotel-registration',
                ...lazyScreen(
                  async () =>
                    (await import('@/features/owner-hotels/routes/register-hotel-route'))
                      .RegisterHotelRoute,
                ),
              },
              {
                path: 'list-hotels-action',
                ...lazyScreen(
                  async () =>
                    (await import('@/features/owner-hotels/routes/list-hotels-route'))
                      .ListHotelsRoute,
                ),
              },
              {
                path: 'all-hotel',
                ...lazyScreen(
                  async () =>
                    (await import('@/features/owner-hotels/routes/create-rooms-list-route'))
                      .CreateRoomsListRoute,
                ),
              },
              {
                path: 'all-hotel/add-room/:hotelId',
                ...lazyScreen(
                  async () =>
                    (await import('@/features/owner-rooms/routes/add-room-route')).AddRoomRoute,
                ),
              },
              {
                path: 'list-room',
                ...lazyScreen(
                  async () =>
                    (await import('@/features/owner-hotels/routes/manage-rooms-list-route'))
                      .ManageRoomsListRoute,
                ),
              },
              {
                path: 'list-room/hotel-rooms/:hotelId',
                ...lazyScreen(
                  async () =>
                    (await import('@/features/owner-rooms/routes/owner-hotel-rooms-route'))
                      .OwnerHotelRoomsRoute,
                ),
              },
              {
                path: 'hotel-rooms/:hotelId',
                element: <ToOwnerHotelRooms />,
              },
              {
                path: 'all-hotel-bookings',
                ...lazyScreen(
                  async () =>
                    (await import('@/features/owner-bookings/routes/all-bookings-route'))
                      .AllBookingsRoute,
                ),
              },
              {
                path: 'car-hire-registration',
                ...lazyScreen(
                  async () =>
                    (await import('@/features/owner-cars/routes/register-car-route'))
                      .RegisterCarRoute,
                ),
              },
              {
                path: 'view-cars',
                ...lazyScreen(
                  async () =>
                    (await import('@/features/owner-cars/routes/view-cars-route')).ViewCarsRoute,
                ),
              },
              {
                path: 'view-car-booking',
                ...lazyScreen(
                  async () =>
                    (await import('@/features/owner-cars/routes/view-car-bookings-route'))
                      .ViewCarBookingsRoute,
                ),
              },
              { path: '*', ...lazyScreen(notFound) },
            ],
          },
        ],
      },
      {
        path: '*',
        ...lazyScreen(notFound),
      },
    ],
  },
];
