import { numberText } from '@waka/shared/number-text';

/**
 * 12,500: a count or a distance, grouped as Nigerians read it, as
 * `Intl.NumberFormat('en-NG')` writes it but without building one (a page's
 * first Intl formatter loads locale data: 70+ ms of /rooms' first render on
 * a phone; see number-text.ts).
 */
export const formatCount = (value: number) => numberText(value);
