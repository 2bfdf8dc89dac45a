import type { ChangeWords } from '../change-words';

const TONES: Record<ChangeWords['tone'], string> = {
  more: 'border-amber-200 bg-amber-50',
  less: 'border-green-200 bg-green-50',
  same: 'border-slate-200 bg-slate-50',
};

/**
 * What a change means for the money, headline first: in the dialog before
 * confirming, and on the receipt after. A polite live region, so a new total
 * is read out as the dates change.
 */
export function ChangeWordsBox({
  words,
  testId,
  className = '',
}: {
  words: ChangeWords;
  testId: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      data-testid={testId}
      className={`rounded-xl border p-4 ${TONES[words.tone]} ${className}`}
    >
      <p className="text-lg font-bold text-balance text-slate-900">{words.headline}</p>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
        {words.details.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
