import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

export type MenuItem = {
  label: string;
  onSelect: () => void;
  /** A destructive action, shown in red. */
  danger?: boolean;
};

type MenuProps = {
  /** The button's accessible name, e.g. "Actions for Deluxe Double". */
  label: string;
  items: readonly MenuItem[];
  /** Held by the caller, so a list can keep one menu open at a time. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the button shows; three dots when not given. */
  children?: ReactNode;
  className?: string;
};

const GAP = 4;
const EDGE = 8;

/**
 * A menu button (WAI-ARIA APG): Enter, Space or ↓ opens it on the first item,
 * ↑ on the last; ↑ ↓ Home End move; Escape closes it back on the button; Tab
 * or a click elsewhere closes it. The list is fixed to the viewport beside
 * the button, so a scrolling table does not clip it, and opens upwards when
 * there is no room below.
 */
export function Menu({ label, items, open, onOpenChange, children, className = '' }: MenuProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;

  useLayoutEffect(() => {
    const button = buttonRef.current;
    const menu = menuRef.current;
    if (!open || !button || !menu) return;
    const place = () => {
      const anchor = button.getBoundingClientRect();
      const viewportWidth = document.documentElement.clientWidth;
      const viewportHeight = document.documentElement.clientHeight;
      const below = anchor.bottom + GAP;
      const fitsBelow = below + menu.offsetHeight <= viewportHeight - EDGE;
      const above = anchor.top - GAP - menu.offsetHeight;
      menu.style.top = `${fitsBelow || above < EDGE ? below : above}px`;
      // Right edges aligned, but never past the left edge of the screen.
      const left = Math.max(EDGE, Math.min(anchor.right, viewportWidth - EDGE) - menu.offsetWidth);
      menu.style.left = `${left}px`;
    };
    place();
    const items = menu.querySelectorAll<HTMLElement>('[role="menuitem"]');
    items[focusOnOpen.current === 'first' ? 0 : items.length - 1]?.focus();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!buttonRef.current?.contains(target) && !menuRef.current?.contains(target))
        onOpenChange(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, onOpenChange]);

  const openAt = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    onOpenChange(true);
  };

  const closeToButton = () => {
    buttonRef.current?.focus();
    onOpenChange(false);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [
      ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
    ];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      entries[(index + entries.length) % entries.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(entries.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      // Inside a dialog, Escape closes the menu only.
      event.stopPropagation();
      closeToButton();
    } else if (event.key === 'Tab') onOpenChange(false);
  };

  return (
    <>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? onOpenChange(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
        className={`inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-expanded:bg-slate-100 ${className}`}
      >
        {children ?? (
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 fill-current">
            <circle cx="10" cy="4" r="1.75" />
            <circle cx="10" cy="10" r="1.75" />
            <circle cx="10" cy="16" r="1.75" />
          </svg>
        )}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className="fixed top-0 left-0 z-50 flex min-w-44 flex-col rounded-xl bg-white py-1.5 text-left shadow-lg ring-1 ring-slate-200"
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                // Back on the button first, so a dialog the item opens returns focus there.
                closeToButton();
                item.onSelect();
              }}
              className={`min-h-11 px-4 py-2 text-left text-sm font-semibold whitespace-nowrap hover:bg-slate-100 focus:bg-slate-100 ${
                item.danger ? 'text-red-700' : 'text-slate-800'
              }`}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
