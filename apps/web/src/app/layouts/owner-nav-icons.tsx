import type { ReactNode } from 'react';

/*
 * The owner sidebar's icons: 24-unit outline drawings in the text colour.
 * Always decorative: each link's label names it.
 */

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A small "+" in the top-right corner: the register and add entries. */
const plus = <path d="M19 2.5v5M16.5 5h5" />;

const building = (
  <>
    <path d="M3 21h14M5 21V5a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v16" />
    <path d="M8 8h3M8 12h3M8 16h3" />
  </>
);

const bed = (
  <>
    <path d="M3 19V8M3 15h18v4M21 15v-2.5A2.5 2.5 0 0 0 18.5 10H11v5" />
    <circle cx="7" cy="12" r="1.6" />
  </>
);

const car = (
  <>
    <path d="M4 17H3.5a.5.5 0 0 1-.5-.5V13l2-5a1.6 1.6 0 0 1 1.5-1h7a1.6 1.6 0 0 1 1.4.8L17 11h2.5a1.5 1.5 0 0 1 1.5 1.5v4a.5.5 0 0 1-.5.5H20M10 17h4M3 11h14" />
    <circle cx="7" cy="17" r="2" />
    <circle cx="17" cy="17" r="2" />
  </>
);

export const DashboardIcon = () => (
  <Icon>
    <rect x="4" y="4" width="7" height="7" rx="1" />
    <rect x="13" y="4" width="7" height="4" rx="1" />
    <rect x="13" y="10" width="7" height="10" rx="1" />
    <rect x="4" y="13" width="7" height="7" rx="1" />
  </Icon>
);

export const RegisterHotelIcon = () => (
  <Icon>
    {building}
    {plus}
  </Icon>
);

export const HotelListIcon = () => (
  <Icon>
    {building}
    <path d="M14 10h5a1 1 0 0 1 1 1v10M17 14h0M17 17.5h0" />
  </Icon>
);

export const AddRoomIcon = () => (
  <Icon>
    {bed}
    {plus}
  </Icon>
);

export const RoomListIcon = () => (
  <Icon>
    {bed}
    <path d="M14 4h7M17 7h4" />
  </Icon>
);

export const BookingsIcon = () => (
  <Icon>
    <rect x="4" y="5" width="16" height="15" rx="1.5" />
    <path d="M4 10h16M8 3v4M16 3v4M9 15l2 2 4-4" />
  </Icon>
);

export const RegisterCarIcon = () => (
  <Icon>
    {car}
    {plus}
  </Icon>
);

export const CarListIcon = () => (
  <Icon>
    {car}
    <path d="M15 3h6M18 6h3" />
  </Icon>
);

export const CarBookingsIcon = () => (
  <Icon>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </Icon>
);
