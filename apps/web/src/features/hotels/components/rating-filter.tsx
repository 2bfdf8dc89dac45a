import { useId } from 'react';

/** `rating` is a minimum (the API keeps hotels with at least that many stars). */
const CHOICES: { rating: number | undefined; label: string }[] = [
  { rating: undefined, label: 'Any rating' },
  { rating: 2, label: '2 Stars & up' },
  { rating: 3, label: '3 Stars & up' },
  { rating: 4, label: '4 Stars & up' },
  { rating: 5, label: '5 Stars' },
];

type RatingFilterProps = {
  rating: number | undefined;
  onChange: (rating: number | undefined) => void;
};

/** Star rating as a radio group: any, or at least n stars. */
export function RatingFilter({ rating, onChange }: RatingFilterProps) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900">Star rating</legend>
      <ul className="mt-2 flex flex-col">
        {CHOICES.map((choice) => (
          <li key={choice.label}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-slate-800 hover:bg-slate-50">
              <input
                type="radio"
                name={name}
                checked={rating === choice.rating}
                onChange={() => onChange(choice.rating)}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span>{choice.label}</span>
              {choice.rating ? <Stars count={choice.rating} /> : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Decoration only: the label already says how many stars. */
function Stars({ count }: { count: number }) {
  return (
    <span aria-hidden="true" className="ml-auto flex gap-0.5">
      {Array.from({ length: count }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" className="size-3.5 fill-star">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}
