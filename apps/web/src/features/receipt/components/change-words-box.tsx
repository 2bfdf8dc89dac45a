import { WordsBox } from '@/components/cancellation/words-box';
import type { ChangeWords } from '../change-words';

const TONES: Record<ChangeWords['tone'], string> = {
  more: 'border-amber-200 bg-amber-50',
  less: 'border-green-200 bg-green-50',
  same: 'border-slate-200 bg-slate-50',
};

/**
 * What a change means for the money: in the dialog before confirming, read
 * out as the dates change, and on the receipt after.
 */
export function ChangeWordsBox(props: { words: ChangeWords; testId: string; className?: string }) {
  return <WordsBox {...props} tones={TONES} />;
}
