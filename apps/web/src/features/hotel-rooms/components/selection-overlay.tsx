import { useEffect, useId, useRef, useState } from 'react';
import { SelectionPanel, type SelectionPanelProps } from './selection-panel';

/** Tailwind's lg breakpoint: from there on the panel sits beside the rooms. */
const WIDE_SCREEN = '(min-width: 64rem)';

/**
 * Small screens (docs/product.md#hotel-rooms): a floating basket button with the number of rooms
 * chosen opens 'Your Selection' as a full-screen overlay. It is a native modal
 * <dialog>, so focus stays inside, Escape closes it and focus goes back to the
 * basket button.
 */
export function SelectionOverlay(props: SelectionPanelProps) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const rooms = props.selection.reduce((sum, item) => sum + item.quantity, 0);
  const label = `Your selection, ${rooms} ${rooms === 1 ? 'room' : 'rooms'}`;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    if (!open) return;
    // Turning a tablet to landscape can cross the breakpoint, where the side panel takes over.
    const wide = window.matchMedia(WIDE_SCREEN);
    const onWide = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onWide);
    return () => wide.removeEventListener('change', onWide);
  }, [open]);

  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="fixed right-4 bottom-4 z-40 inline-flex size-16 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white hover:bg-brand-800 lg:hidden"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path
            d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20.5 8H6.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="9" cy="20" r="1.3" fill="currentColor" />
          <circle cx="17" cy="20" r="1.3" fill="currentColor" />
        </svg>
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 inline-flex min-w-6 items-center justify-center rounded-full bg-amber-400 px-1.5 text-sm font-bold text-slate-900"
        >
          {rooms}
        </span>
      </button>

      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        onClose={() => setOpen(false)}
        className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 backdrop:bg-black/40 lg:hidden"
      >
        {open ? (
          <div className="flex min-h-full flex-col px-4 pt-4 pb-8">
            <SelectionPanel
              {...props}
              headingId={headingId}
              onBook={() => {
                setOpen(false);
                props.onBook();
              }}
              action={
                <button
                  type="button"
                  onClick={() => setOpen(false)}
                  aria-label="Close your selection"
                  className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
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
              }
            />
          </div>
        ) : null}
      </dialog>
    </>
  );
}
