import { useCallback, useRef, useState } from 'react';
import { UserMenu } from '@/features/auth/components/user-menu';
import { useScrolledPast } from '@/lib/scroll/use-scrolled-past';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS, NavItem } from './nav-links';
import { WakaLogo } from './waka-logo';

const MENU_ID = 'mobile-menu';
/** Scrolled past this many pixels, the home header turns solid (docs/product.md#constants). */
const SOLID_HEADER_AFTER_PX = 10;

function desktopLinkClasses(solid: boolean, current: boolean): string {
  const tone = solid
    ? current
      ? 'bg-brand-50 text-brand-800'
      : 'hover:bg-brand-50 hover:text-brand-800'
    : current
      ? 'bg-white/20'
      : 'hover:bg-white/15';
  return `block rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${tone}`;
}

/**
 * The public navigation bar. Over the home hero it is transparent with white
 * text until the page scrolls past 10 px; elsewhere it is solid from the start.
 * `data-solid` exposes that state to tests.
 */
export function PublicHeader({ isHome }: { isHome: boolean }) {
  const scrolled = useScrolledPast(SOLID_HEADER_AFTER_PX);
  const solid = !isHome || scrolled;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(({ restoreFocus }: { restoreFocus: boolean }) => {
    setMenuOpen(false);
    if (restoreFocus) menuButton.current?.focus();
  }, []);

  return (
    <header
      data-solid={solid}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${
        solid ? 'bg-white text-slate-800 shadow-md' : 'bg-transparent text-white'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <WakaLogo tone={solid ? 'dark' : 'light'} />

        <div className="hidden items-center gap-2 md:flex">
          <nav aria-label="Main">
            <ul className="flex items-center gap-1">
              {NAV_LINKS.map((link) => (
                <li key={link.label}>
                  <NavItem
                    link={link}
                    className={(current) => desktopLinkClasses(solid, current)}
                  />
                </li>
              ))}
            </ul>
          </nav>
          <UserMenu solid={solid} />
        </div>

        <button
          ref={menuButton}
          type="button"
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-lg md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label="Menu"
          onClick={() => setMenuOpen(true)}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      <MobileMenu id={MENU_ID} open={menuOpen} onClose={closeMenu} />
    </header>
  );
}
