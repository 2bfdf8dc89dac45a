import type { ReactNode } from 'react';

export type ListTableColumn = {
  label: string;
  align?: 'right';
  /** Read by screen readers only (an Actions column whose buttons say what they do). */
  visuallyHidden?: boolean;
  /** Extra classes, such as `hidden lg:table-cell` for a column shown only when wide. */
  className?: string;
};

type ListTableProps = {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly ListTableColumn[];
  /** The rows, `<tr>` each. */
  children: ReactNode;
  /** px-4 for a table of few columns; px-3 (the default) where many share the width. */
  padding?: 'roomy' | 'compact';
  /** Classes for the frame, e.g. `hidden sm:block` when cards replace the table on phones. */
  className?: string;
};

/**
 * The owner area's lists as tables: a white framed card that scrolls sideways
 * when too narrow, a caption for screen readers, and a header row of columns.
 * Rows use the same cell padding: `px-4 py-3` (roomy) or `px-3 py-3`.
 */
export function ListTable({
  caption,
  columns,
  children,
  padding = 'compact',
  className = '',
}: ListTableProps) {
  const cell = padding === 'roomy' ? 'px-4 py-3' : 'px-3 py-3';
  return (
    <div
      className={`overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={[
                  cell,
                  column.align === 'right' ? 'text-right' : '',
                  column.className ?? '',
                ].join(' ')}
              >
                {column.visuallyHidden ? (
                  <span className="sr-only">{column.label}</span>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
