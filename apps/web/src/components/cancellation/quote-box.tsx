import type { QuoteWords } from './cancellation-words';

const TONES: Record<QuoteWords['tone'], string> = {
  free: 'border-green-200 bg-green-50',
  late: 'border-amber-200 bg-amber-50',
  closed: 'border-slate-200 bg-slate-50',
};

/**
 * What cancelling now means, headline first: read out when it arrives (a
 * polite live region), since the dialog opens before the quote does.
 */
export function QuoteBox({ words, className = '' }: { words: QuoteWords; className?: string }) {
  return (
    <div
      role="status"
      data-testid="cancellation-quote"
      className={`rounded-xl border p-4 ${TONES[words.tone]} ${className}`}
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
