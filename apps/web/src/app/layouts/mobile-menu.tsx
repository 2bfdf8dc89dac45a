import { useEffect, useRef, type KeyboardEvent } from 'react';
import { MobileAccountLinks } from '@/features/auth/components/mobile-account-links';
import { NAV_LINKS, NavItem } from './nav-links';
import { WakaLogo } from './waka-logo';

type MobileMenuProps = {
  id: string;
  open: boolean;
  /** restoreFocus: put focus back on the menu button (not after following a link). */
  onClose: (how: { restoreFocus: boolean }) => void;
};

/** Tailwind's md breakpoint: from there on the links are in the bar itself. */
const WIDE_SCREEN = '(min-width: 48rem)';

/**
 * The small-screen menu: a full-screen panel sliding in from the right. While
 * open it behaves as a modal dialog: focus starts on the close button, Tab
 * stays inside, Escape closes, the page behind does not scroll. While closed
 * it is inert, so its links are neither focusable nor read out.
 */
export function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose({ restoreFocus: true });
    };
    // Turning a phone to landscape can cross the breakpoint, hiding the panel; close it for real.
    const wide = window.matchMedia(WIDE_SCREEN);
    const onWide = () => wide.matches && onClose({ restoreFocus: false });
    const overflow = document.body.style.overflow;

    document.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onWide);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWide);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);

  // Keep Tab and Shift+Tab cycling within the panel.
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = panel.current.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled])',
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      inert={!open}
      onKeyDown={trapFocus}
      // Opening shows it at once (so the close button can take focus) and slides it in;
      // closing slides it out and only then hides it.
      className={`fixed inset-0 z-50 flex flex-col bg-white text-slate-900 duration-300 ease-out md:hidden ${
        open
          ? 'visible translate-x-0 transition-[translate]'
          : 'invisible translate-x-full transition-[translate,visibility]'
      }`}
    >
      <div className="flex h-16 items-center justify-between px-4 sm:px-6">
        <WakaLogo tone="dark" onNavigate={() => onClose({ restoreFocus: false })} />
        <button
          ref={closeButton}
          type="button"
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          aria-label="Close menu"
          onClick={() => onClose({ restoreFocus: true })}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-4 pt-4 pb-8 sm:px-6">
        <ul className="flex flex-col gap-1">
          {NAV_LINKS.map((link) => (
            <li key={link.label}>
              <NavItem
                link={link}
                onNavigate={() => onClose({ restoreFocus: false })}
                className={(current) =>
                  `block rounded-lg px-4 py-3 text-lg font-semibold ${
                    current ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'
                  }`
                }
              />
            </li>
          ))}
          <li aria-hidden="true" className="my-2 border-t border-slate-200" />
          <MobileAccountLinks onNavigate={() => onClose({ restoreFocus: false })} />
        </ul>
      </nav>
    </div>
  );
}
