import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

type FiltersDialogButtonProps = {
  activeCount: number;
  /** How many hotels the filters leave ("24 hotels"); undefined while they load. */
  resultText: string | undefined;
  onClear: () => void;
  /** The filter controls. */
  children: ReactNode;
};

/**
 * On a narrow screen the filters wait behind a "Filters" button showing how
 * many are on; it opens them in a dialog (focus kept inside, Esc closes,
 * focus back on the button). The list behind updates as filters change.
 */
export function FiltersDialogButton({
  activeCount,
  resultText,
  onClear,
  children,
}: FiltersDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="min-h-11 lg:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
        </svg>
        Filters{' '}
        {activeCount > 0 ? (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
            {activeCount}
            <span className="sr-only"> on</span>
          </span>
        ) : null}
      </Button>
      {open ? (
        <Dialog
          title="Filters"
          onClose={close}
          footer={
            <div className="flex flex-wrap items-center justify-end gap-3">
              {activeCount > 0 ? (
                <Button variant="ghost" onClick={onClear}>
                  Clear filters
                </Button>
              ) : null}
              <Button onClick={close}>
                {resultText === undefined ? 'Show hotels' : `Show ${resultText}`}
              </Button>
            </div>
          }
        >
          {children}
        </Dialog>
      ) : null}
    </>
  );
}
