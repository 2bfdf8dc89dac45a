import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type FormFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown under the input once the field was touched (docs/product.md#validation), and read out. */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** For a dark band: white label. */
  tone?: 'light' | 'dark';
};

/** A labelled input whose error is tied to it for screen readers. */
export function FormField({
  label,
  error,
  hint,
  tone = 'light',
  className = '',
  ref,
  ...input
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label
        htmlFor={id}
        className={`text-sm font-semibold ${tone === 'dark' ? 'text-white' : 'text-slate-800'}`}
      >
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...input}
      />
      {hint && !error ? <p className="text-xs text-slate-600">{hint}</p> : null}
      {error ? (
        <p
          id={errorId}
          role="alert"
          className={`text-sm font-medium ${tone === 'dark' ? 'text-red-100' : 'text-red-700'}`}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
