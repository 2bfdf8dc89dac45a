import { madeOnce } from '@waka/shared/made-once';

const countFormat = madeOnce(() => new Intl.NumberFormat('en-NG'));

/**
 * 12,500: a count or a distance, grouped as Nigerians read it. One formatter,
 * kept: `toLocaleString('en-NG')` builds a new one on every call, which was
 * 45 ms of /rooms' render on a phone (a profile at 4x CPU, 25 Nov).
 */
export const formatCount = (value: number) => countFormat().format(value);
