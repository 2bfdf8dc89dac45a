import {
  useId,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import {
  shortStateName,
  suggestionLabel,
  type TDestinationSuggestion,
} from '@waka/shared/destinations/destination-suggestions';
import { useDestinationSuggestions } from './use-destination-suggestions';

/**
 * 1,234: the digits grouped as formatCount does, written here because
 * importing it split number-text from the money chunk the home page loads
 * first, and grew that page by 0.1 KB (the bundle budget, bench/README.md#targets).
 */
const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const KIND_WORDS = {
  state: 'State',
  'local-government': 'Local government',
  city: 'City',
  hotel: 'Hotel',
} as const;

type DestinationComboboxProps = {
  name: string;
  value: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  onChoose: (suggestion: TDestinationSuggestion) => void;
};

/**
 * The Destination field, suggesting places and hotels as the traveller types
 * (docs/decisions/0030-destination-suggestions.md), in the ARIA combobox
 * pattern: focus stays in the input; Up and Down move through the list,
 * Enter chooses, Escape closes it; a status line says how many there are.
 * Free text still searches as before when nothing is chosen.
 */
export function DestinationCombobox({
  name,
  value,
  error,
  ref,
  onChange,
  onBlur,
  onChoose,
}: DestinationComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useDestinationSuggestions(value, open).data ?? [];
  const shown = open && value.trim().length > 0 ? suggestions : [];
  const expanded = shown.length > 0;

  const choose = (suggestion: TDestinationSuggestion) => {
    onChoose(suggestion);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!shown.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the input itself is active again (-1), as in a native list.
      setActive((at) => {
        const next = at + step;
        if (next < -1) return shown.length - 1;
        return next >= shown.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && expanded && shown[active]) {
      // Chooses the suggestion; the form is submitted by a second Enter.
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative flex flex-col gap-1 sm:col-span-2 lg:col-span-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        Destination
      </label>
      <input
        id={id}
        ref={ref}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder="City, state or hotel, e.g. Lagos"
        value={value}
        onChange={(event) => {
          onChange(event);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setOpen(false);
          onBlur(event);
        }}
        className={`min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested destinations"
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-black/10"
      >
        {shown.map((suggestion, index) => (
          <li
            key={`${suggestion.kind}-${'placeId' in suggestion ? suggestion.placeId : suggestion.hotelId}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps focus in the input, so its blur does not close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 ${
              index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-900'
            }`}
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">{suggestionLabel(suggestion)}</span>
              <span className="block text-xs text-slate-600">
                {suggestion.kind === 'hotel'
                  ? `Hotel in ${suggestion.city}, ${shortStateName(suggestion.stateName)}`
                  : KIND_WORDS[suggestion.kind]}
              </span>
            </span>
            {suggestion.kind === 'hotel' ? null : (
              <span className="shrink-0 text-sm text-slate-600">
                {suggestion.hotelCount === 1
                  ? '1 hotel'
                  : `${grouped(suggestion.hotelCount)} hotels`}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {expanded
          ? `${shown.length} suggestion${shown.length === 1 ? '' : 's'}; use the up and down keys to choose`
          : ''}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
