import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** Shown under the select once the field was touched (docs/product.md#validation), and read out. */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
  /** The <option>s. */
  children: ReactNode;
};

/** A labelled select whose error is tied to it for screen readers (the select twin of FormField). */
export function SelectField({
  label,
  error,
  hint,
  className = '',
  ref,
  children,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`min-h-11 w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...select}
      >
        {children}
      </select>
      {hint && !error ? (
        <div id={hintId} className="text-xs text-slate-600">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
