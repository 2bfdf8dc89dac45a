import { ZHotelFilters } from '@waka/shared/hotels/search-hotels';
import { useEffect, useId, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { formatNightlyPrice } from '@/lib/nightly-price';

export type PriceRange = { minPrice?: number; maxPrice?: number };

type PriceRangeFilterProps = PriceRange & {
  /** Called once typing pauses, with a range that makes sense. */
  onChange: (range: PriceRange) => void;
};

/** How long typing must pause before the hotels are asked for again. */
const TYPING_PAUSE_MS = 400;

type Typed = { min: string; max: string };

const asText = (naira: number | undefined) => (naira === undefined ? '' : String(naira));

/** The typed range checked by the shared schema's words, plus min ≤ max. */
function checkRange(typed: Typed) {
  const field = (schema: typeof ZHotelFilters.shape.minPrice, text: string) => {
    if (text.trim() === '') return { value: undefined, error: undefined };
    const result = schema.safeParse(text);
    return result.success
      ? { value: result.data, error: undefined }
      : { value: undefined, error: result.error.issues[0]?.message };
  };
  const min = field(ZHotelFilters.shape.minPrice, typed.min);
  const max = field(ZHotelFilters.shape.maxPrice, typed.max);
  const crossed = min.value !== undefined && max.value !== undefined && min.value > max.value;
  return {
    ok: !min.error && !max.error && !crossed,
    range: { minPrice: min.value, maxPrice: max.value },
    minError: min.error,
    maxError: max.error,
    crossedError: crossed
      ? `Maximum price must be at least the minimum price (${formatNightlyPrice(min.value!)})`
      : undefined,
  };
}

/**
 * Minimum and maximum nightly price in naira. What is typed goes to the URL
 * (replacing the history entry) once typing pauses and the range makes sense;
 * errors show once a field was left (the on-touch habit of docs/product.md#validation).
 */
export function PriceRangeFilter({ minPrice, maxPrice, onChange }: PriceRangeFilterProps) {
  const crossedId = useId();
  const [typed, setTyped] = useState<Typed>({ min: asText(minPrice), max: asText(maxPrice) });
  const [touched, setTouched] = useState({ min: false, max: false });
  const checked = checkRange(typed);

  // The URL changed by other means (Clear filters, Back): show what it says now,
  // unless that is just what was typed here arriving in the URL.
  const [shown, setShown] = useState<PriceRange>({ minPrice, maxPrice });
  if (shown.minPrice !== minPrice || shown.maxPrice !== maxPrice) {
    setShown({ minPrice, maxPrice });
    const same =
      checked.ok && checked.range.minPrice === minPrice && checked.range.maxPrice === maxPrice;
    if (!same) {
      setTyped({ min: asText(minPrice), max: asText(maxPrice) });
      setTouched({ min: false, max: false });
    }
  }

  const { ok } = checked;
  const { minPrice: typedMin, maxPrice: typedMax } = checked.range;
  useEffect(() => {
    if (!ok || (typedMin === minPrice && typedMax === maxPrice)) return;
    const timer = setTimeout(
      () => onChange({ minPrice: typedMin, maxPrice: typedMax }),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [ok, typedMin, typedMax, minPrice, maxPrice, onChange]);

  const minError = touched.min ? checked.minError : undefined;
  const maxError = touched.max ? checked.maxError : undefined;
  // The range's own mistake spans both fields and describes both.
  const crossedError = touched.min || touched.max ? checked.crossedError : undefined;
  const crossed = (ownError: string | undefined) =>
    crossedError && !ownError ? { 'aria-invalid': true, 'aria-describedby': crossedId } : {};

  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900">Price per night (₦)</legend>
      {/* Side by side where both fit a price of seven figures (the dialog), stacked in the sidebar. */}
      <div className="mt-2 @container">
        <div className="grid gap-3 @[17rem]:grid-cols-2">
          <FormField
            label="Minimum price"
            type="number"
            inputMode="numeric"
            min={0}
            placeholder="Any"
            value={typed.min}
            onChange={(event) => setTyped({ ...typed, min: event.target.value })}
            onBlur={() => setTouched({ ...touched, min: true })}
            error={minError}
            {...crossed(minError)}
          />
          <FormField
            label="Maximum price"
            type="number"
            inputMode="numeric"
            min={0}
            placeholder="Any"
            value={typed.max}
            onChange={(event) => setTyped({ ...typed, max: event.target.value })}
            onBlur={() => setTouched({ ...touched, max: true })}
            error={maxError}
            {...crossed(maxError)}
          />
        </div>
      </div>
      {crossedError ? (
        <p id={crossedId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {crossedError}
        </p>
      ) : null}
    </fieldset>
  );
}
