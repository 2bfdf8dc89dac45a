import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type FilterSidebarProps = {
  activeCount: number;
  onClear: () => void;
  /** The filter controls. */
  children: ReactNode;
};

/** The filters beside the list on a wide screen; a narrow one opens them in a dialog instead. */
export function FilterSidebar({ activeCount, onClear, children }: FilterSidebarProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="hidden rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:block"
    >
      <div className="mb-4 flex min-h-10 items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Filters
        </h2>
        {activeCount > 0 ? (
          <Button variant="ghost" onClick={onClear} className="-mr-2">
            Clear filters
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}
