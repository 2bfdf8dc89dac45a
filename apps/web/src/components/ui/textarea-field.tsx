import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  /** Shown under the text area once the field was touched (docs/product.md#validation), and read out. */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line input whose error is tied to it for screen readers. */
export function TextareaField({
  label,
  error,
  hint,
  className = '',
  ref,
  rows = 4,
  ...textarea
}: TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...textarea}
      />
      {hint && !error ? <p className="text-xs text-slate-600">{hint}</p> : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
