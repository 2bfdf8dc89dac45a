type SwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The accessible name: what is switched on or off ("Room status for Deluxe Double"). */
  label: string;
  disabled?: boolean;
  className?: string;
};

/**
 * An on/off switch: a button with role=switch whose aria-checked a screen
 * reader reads as on or off. Space and Enter flip it, as any button.
 */
export function Switch({ checked, onCheckedChange, label, disabled, className = '' }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={`relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
        checked ? 'bg-brand-700' : 'bg-slate-500'
      } ${className}`}
    >
      <span
        aria-hidden="true"
        className={`size-5 rounded-full bg-white shadow transition-transform ${
          checked ? 'translate-x-6' : 'translate-x-1'
        }`}
      />
    </button>
  );
}
