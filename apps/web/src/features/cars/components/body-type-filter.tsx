import { BODY_TYPES, type BodyType } from '@waka/shared/cars/car-options';
import { useId } from 'react';
import { Button } from '@/components/ui/button';

type BodyTypeFilterProps = {
  selected: readonly BodyType[];
  onChange: (bodyTypes: BodyType[]) => void;
};

/**
 * 'Filter Vehicles' (docs/product.md#car-listing): a toggle per body type, any number at once (a
 * car of any ticked type shows, as GET /cars/allcars?bodyType=SUV,Sedan
 * answers), Reset, and the list of what is selected.
 */
export function BodyTypeFilter({ selected, onChange }: BodyTypeFilterProps) {
  const headingId = useId();
  const toggle = (type: BodyType) =>
    onChange(
      selected.includes(type) ? selected.filter((one) => one !== type) : [...selected, type],
    );

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex min-h-10 items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Filter Vehicles
        </h2>
        <Button
          variant="ghost"
          onClick={() => onChange([])}
          disabled={selected.length === 0}
          className="-mr-2"
        >
          Reset
        </Button>
      </div>

      <fieldset className="mt-3">
        <legend className="text-sm font-semibold text-slate-800">Body type</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {BODY_TYPES.map((type) => {
            const on = selected.includes(type);
            return (
              <button
                key={type}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(type)}
                className={`min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors ${
                  on
                    ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800'
                }`}
              >
                {type}
              </button>
            );
          })}
        </div>
      </fieldset>

      <div className="mt-4 border-t border-slate-100 pt-4">
        <h3 className="text-sm font-semibold text-slate-800">Selected filters</h3>
        {selected.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">None: every body type shows.</p>
        ) : (
          <ul aria-label="Selected filters" className="mt-2 flex flex-wrap gap-2">
            {selected.map((type) => (
              <li
                key={type}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900"
              >
                {type}
                <button
                  type="button"
                  onClick={() => toggle(type)}
                  aria-label={`Remove ${type}`}
                  className="inline-flex size-8 items-center justify-center rounded-full hover:bg-brand-100"
                >
                  <svg
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                  >
                    <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
