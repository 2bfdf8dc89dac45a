import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { CREATE_ROOMS_LIST, MANAGE_ROOMS_LIST } from '@/lib/paths';
import {
  AddRoomIcon,
  BookingsIcon,
  CarBookingsIcon,
  CarListIcon,
  DashboardIcon,
  HotelListIcon,
  RegisterCarIcon,
  RegisterHotelIcon,
  RoomListIcon,
} from './owner-nav-icons';

type OwnerNavEntry = { label: string; to: string; Icon: ComponentType };

/**
 * The owner sidebar (docs/product.md#owner-area), in the product's order: the hotel
 * entries, a divider, the car entries.
 */
export const OWNER_NAV: readonly (readonly OwnerNavEntry[])[] = [
  [
    { label: 'Dashboard', to: '/owner', Icon: DashboardIcon },
    { label: 'Register Hotel', to: '/owner/hotel-registration', Icon: RegisterHotelIcon },
    { label: 'List All Hotel', to: '/owner/list-hotels-action', Icon: HotelListIcon },
    { label: 'Add Room', to: CREATE_ROOMS_LIST, Icon: AddRoomIcon },
    { label: 'List Room', to: MANAGE_ROOMS_LIST, Icon: RoomListIcon },
    { label: 'All Bookings', to: '/owner/all-hotel-bookings', Icon: BookingsIcon },
  ],
  [
    { label: 'Register Car', to: '/owner/car-hire-registration', Icon: RegisterCarIcon },
    { label: 'List All Cars', to: '/owner/view-cars', Icon: CarListIcon },
    { label: 'View Car Bookings', to: '/owner/view-car-booking', Icon: CarBookingsIcon },
  ],
];

/*
 * Below 768 px the sidebar is a 64 px rail of icons; each label is then a
 * tooltip beside its icon, shown on hover and keyboard focus. It is the same
 * element as the label of the wide sidebar, so the link's accessible name is
 * the label at every width.
 */
const labelClasses = [
  // Narrow: a dark tooltip to the right of the icon, invisible until wanted.
  'pointer-events-none absolute top-1/2 left-full z-30 ml-3 -translate-y-1/2 whitespace-nowrap rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-semibold text-white opacity-0 shadow-lg transition-opacity',
  'group-hover:opacity-100 group-focus-visible:opacity-100',
  // Wide: an ordinary label after the icon.
  'md:pointer-events-auto md:static md:ml-0 md:translate-y-0 md:whitespace-normal md:rounded-none md:bg-transparent md:p-0 md:text-sm md:text-inherit md:opacity-100 md:shadow-none',
].join(' ');

function linkClasses(active: boolean): string {
  const tone = active
    ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200'
    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
  return `group relative flex size-11 items-center justify-center rounded-lg md:h-auto md:min-h-11 md:w-full md:justify-start md:gap-3 md:px-3 md:py-2 ${tone}`;
}

/** The owner's navigation: icons only on small screens, icons and labels from 768 px. */
export function OwnerSidebar() {
  return (
    <aside className="w-16 shrink-0 border-r border-slate-200 bg-white md:w-60">
      <nav
        aria-label="Owner area"
        className="flex flex-col items-center py-3 md:sticky md:top-16 md:max-h-[calc(100dvh-4rem)] md:items-stretch md:overflow-y-auto md:px-3"
      >
        {OWNER_NAV.map((group, index) => (
          <div key={group[0]!.to} className="contents">
            {index > 0 ? <hr className="my-3 w-8 border-slate-200 md:w-full" /> : null}
            <ul className="flex flex-col gap-1">
              {group.map(({ label, to, Icon }) => (
                <li key={to}>
                  {/* Dashboard is /owner itself: marked current there only, not on every owner page. */}
                  <NavLink
                    to={to}
                    end={to === '/owner'}
                    className={({ isActive }) => linkClasses(isActive)}
                  >
                    <Icon />
                    <span className={labelClasses}>{label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}
