import { zodResolver } from '@hookform/resolvers/zod';
import { lagosToday } from '@waka/shared/dates';
import { ZSearchForm, type TSearchForm } from '@waka/shared/hotels/search-hotels';
import {
  suggestionLabel,
  type TDestinationSuggestion,
} from '@waka/shared/destinations/destination-suggestions';
import { checkStayDates, stayDatesMax } from '@waka/shared/stay-dates';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { DestinationCombobox } from './destination-combobox';

/*
 * ZSearchForm's own field rules and words, run field by field, then its date
 * pair rule. The shared schema stops before the pair rule while either date is
 * still empty, which would hide 'Check-in date cannot be in the past' until
 * check-out is filled; here each touched field gets its message at once.
 */
const FIELDS = ['destination', 'checkIn', 'checkOut'] as const;
const ZSearchFormOnTouch = z
  .object({ destination: z.string(), checkIn: z.string(), checkOut: z.string() })
  .superRefine((value, ctx) => {
    for (const name of FIELDS) {
      const result = ZSearchForm.shape[name].safeParse(value[name]);
      if (!result.success) {
        ctx.addIssue({ code: 'custom', path: [name], message: result.error.issues[0]!.message });
      }
    }
    checkStayDates(value, ctx);
  });

type StaySearchFormProps = {
  /** The search being modified (on /rooms); empty on the home page. */
  defaultValues?: Partial<TSearchForm>;
  /** The place that search chose from the suggestions, kept while its words are. */
  defaultPlace?: number;
  /** A slimmer, card-less layout for the top of a results page. */
  compact?: boolean;
};

/**
 * Destination, Check in, Check out, Search (docs/product.md#home, rules: #validation). Errors
 * show once a field is touched. "Today" is Lagos's (docs/product.md#dates), whatever the
 * browser's zone. Searching opens /rooms with the search in the URL, so it
 * survives a reload and can be shared.
 */
export function StaySearchForm({
  defaultValues,
  defaultPlace,
  compact = false,
}: StaySearchFormProps) {
  const navigate = useNavigate();
  const today = lagosToday();
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<TSearchForm>({
    resolver: zodResolver(ZSearchFormOnTouch),
    mode: 'onTouched',
    defaultValues: { destination: '', checkIn: '', checkOut: '', ...defaultValues },
  });

  // A field re-checked because another changed (deps below) still waits for its own touch.
  const shown = (name: keyof TSearchForm) =>
    touchedFields[name] || isSubmitted ? errors[name]?.message : undefined;

  const checkIn = useWatch({ control, name: 'checkIn' });
  const checkOutMin = checkIn && checkIn >= today ? checkIn : today;
  const latest = stayDatesMax(checkIn, today);

  const destination = useWatch({ control, name: 'destination' });
  // A chosen place searches by its id while the box still shows its words
  // (docs/decisions/0030-destination-suggestions.md); typing over them is free text again.
  const [chosen, setChosen] = useState(
    defaultPlace && defaultValues?.destination
      ? { placeId: defaultPlace, label: defaultValues.destination }
      : undefined,
  );

  const onChoose = (suggestion: TDestinationSuggestion) => {
    if (suggestion.kind === 'hotel') {
      // A hotel by name goes straight to its page, with the dates if both are set.
      const { checkIn: from, checkOut: to } = getValues();
      const dates = from && to ? `?${new URLSearchParams({ checkIn: from, checkOut: to })}` : '';
      void navigate(`/rooms/${suggestion.hotelId}${dates}`);
      return;
    }
    const label = suggestionLabel(suggestion);
    setChosen({ placeId: suggestion.placeId, label });
    setValue('destination', label, { shouldValidate: touchedFields.destination || isSubmitted });
  };

  const onSearch = (values: TSearchForm) => {
    const params = new URLSearchParams({
      destination: values.destination.trim(),
      checkIn: values.checkIn,
      checkOut: values.checkOut,
    });
    if (chosen && chosen.label === values.destination.trim()) {
      params.set('place', String(chosen.placeId));
    }
    void navigate(`/rooms?${params.toString()}`);
  };

  return (
    <form
      role="search"
      aria-label="Find a stay"
      noValidate
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      className={
        compact
          ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-start'
          : 'grid gap-4 rounded-2xl bg-white p-4 text-slate-900 shadow-xl ring-1 ring-black/5 sm:grid-cols-2 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-start'
      }
    >
      <DestinationCombobox
        {...register('destination')}
        value={destination}
        error={shown('destination')}
        onChoose={onChoose}
      />
      <FormField
        label="Check in"
        type="date"
        min={today}
        max={latest.checkIn}
        error={shown('checkIn')}
        // A new check-in can make the check-out right or wrong: check it again.
        {...register('checkIn', { deps: ['checkOut'] })}
      />
      <FormField
        label="Check out"
        type="date"
        min={checkOutMin}
        max={latest.checkOut}
        error={shown('checkOut')}
        {...register('checkOut')}
      />
      {/* Input height (44 px), so the button lines up with the fields beside it. */}
      <Button type="submit" className="min-h-11 px-6 sm:col-span-2 lg:col-span-1 lg:mt-6">
        <svg
          viewBox="0 0 20 20"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="9" cy="9" r="6" />
          <path d="M13.5 13.5L18 18" strokeLinecap="round" />
        </svg>
        Search
      </Button>
    </form>
  );
}
