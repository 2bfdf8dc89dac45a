import { useId, type InputHTMLAttributes, type Ref } from 'react';

type CheckboxOption = { value: string; label: string };

type CheckboxGroupProps = {
  legend: string;
  options: readonly CheckboxOption[];
  /**
   * Spread on every box: react-hook-form's `register(name)` gives the boxes
   * one name, and the checked values become the field's list.
   */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  error?: string;
  className?: string;
  /** The legend is the group's heading; a form may style it as a section title. */
  legendClassName?: string;
};

/** A fieldset of checkboxes that toggle membership in one list (amenities: docs/product.md#register-hotel, #add-room). */
export function CheckboxGroup({
  legend,
  options,
  inputProps,
  error,
  className = '',
  legendClassName = 'text-sm font-semibold text-slate-800',
}: CheckboxGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className={`min-w-0 ${className}`}>
      <legend className={legendClassName}>{legend}</legend>
      <ul className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-slate-800 hover:bg-slate-50">
              <input
                type="checkbox"
                value={option.value}
                className="size-5 shrink-0 rounded border-slate-400 accent-brand-700"
                {...inputProps}
              />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
