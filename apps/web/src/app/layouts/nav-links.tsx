import { Link, NavLink } from 'react-router';

/**
 * The public navigation (docs/product.md#header). About goes to / as the spec
 * says; it is never marked as the current page, or home would have two.
 */
export const NAV_LINKS = [
  { label: 'Home', to: '/', end: true },
  { label: 'Hotels', to: '/rooms', end: false },
  { label: 'Car Hire', to: '/car-hire-service', end: false },
  { label: 'About', to: '/', end: true, neverCurrent: true },
] as const;

type NavItemProps = {
  link: (typeof NAV_LINKS)[number];
  /** Classes for the link, given whether it is the current page. */
  className: (current: boolean) => string;
  onNavigate?: () => void;
};

/** One navigation link; NavLink sets aria-current="page" on the current one. */
export function NavItem({ link, className, onNavigate }: NavItemProps) {
  if ('neverCurrent' in link) {
    return (
      <Link to={link.to} className={className(false)} onClick={onNavigate}>
        {link.label}
      </Link>
    );
  }
  return (
    <NavLink
      to={link.to}
      end={link.end}
      className={({ isActive }) => className(isActive)}
      onClick={onNavigate}
    >
      {link.label}
    </NavLink>
  );
}
