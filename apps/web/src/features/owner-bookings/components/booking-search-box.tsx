import { useEffect, useState } from 'react';
import { FormField } from '@/components/ui/form-field';

/** How long typing pauses before the list follows it. */
const SEARCH_DELAY_MS = 400;

type BookingSearchBoxProps = {
  /** The search in the address. */
  value: string;
  onSearch: (text: string, options: { replace: boolean }) => void;
};

/**
 * Search by reference or guest name: the list follows the typing once it
 * pauses (the address is replaced, not stacked in history), or at once on Enter.
 */
export function BookingSearchBox({ value, onSearch }: BookingSearchBoxProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed under the box (Clear filters, Back): show its search,
  // unless it is what is typed here, trailing spaces aside.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(
      () => onSearch(text.trim(), { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className="min-w-0"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim(), { replace: false });
      }}
    >
      <FormField
        label="Search by reference or guest name"
        type="search"
        value={text}
        maxLength={100}
        autoComplete="off"
        placeholder="e.g. WK-7F3K9QX2"
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
