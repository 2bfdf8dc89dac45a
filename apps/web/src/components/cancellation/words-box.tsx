import type { MoneyWords } from './cancellation-words';

/**
 * What a choice means for the money, headline first, the box coloured by its
 * tone: a polite live region, so words that arrive after the dialog opens, or
 * change with new dates, are read out. Cancelling's quote and changing dates
 * both show theirs in it.
 */
export function WordsBox<Tone extends string>({
  words,
  tones,
  testId,
  className = '',
}: {
  words: MoneyWords<Tone>;
  /** The box's border and background for each tone. */
  tones: Record<Tone, string>;
  testId: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      data-testid={testId}
      className={`rounded-xl border p-4 ${tones[words.tone]} ${className}`}
    >
      <p className="text-lg font-bold text-balance text-slate-900">{words.headline}</p>
      {words.details.length ? (
        <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
          {words.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
