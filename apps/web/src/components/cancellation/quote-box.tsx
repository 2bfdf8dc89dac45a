import type { QuoteWords } from './cancellation-words';
import { WordsBox } from './words-box';

const TONES: Record<QuoteWords['tone'], string> = {
  free: 'border-green-200 bg-green-50',
  late: 'border-amber-200 bg-amber-50',
  closed: 'border-slate-200 bg-slate-50',
};

/** What cancelling now means, read out when it arrives: the dialog opens before the quote does. */
export function QuoteBox({ words, className }: { words: QuoteWords; className?: string }) {
  return <WordsBox words={words} tones={TONES} testId="cancellation-quote" className={className} />;
}
