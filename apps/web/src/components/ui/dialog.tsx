import { useEffect, useId, useRef, type ReactNode } from 'react';

type DialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Footer actions, kept visible while the body scrolls. */
  footer?: ReactNode;
};

/**
 * A modal dialog on the native <dialog>: the browser traps focus, Esc closes
 * it and the page behind is inert. At most 90 % of the viewport tall
 * (docs/product.md#constants); the body scrolls inside. Mounted open; unmount to close.
 */
export function Dialog({ title, onClose, children, footer }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      returnFocus(opener);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto max-h-[90vh] w-[calc(100%-1.5rem)] max-w-2xl overflow-hidden rounded-2xl p-0 shadow-2xl backdrop:bg-slate-950/60"
    >
      <div className="flex max-h-[90vh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-m-2 rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
        {footer ? <div className="border-t border-slate-200 px-5 py-4">{footer}</div> : null}
      </div>
    </dialog>
  );
}

/**
 * Focus goes back to what opened the dialog; when that is gone (the row it
 * sat in was deleted, the menu it was in closed), to the page's heading, so a
 * keyboard user is not dropped at the top of the document.
 */
function returnFocus(opener: HTMLElement | null) {
  if (opener?.isConnected && opener !== document.body) {
    opener.focus();
    return;
  }
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}
