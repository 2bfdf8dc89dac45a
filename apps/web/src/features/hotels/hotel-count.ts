import { formatCount } from '@/lib/format-count';

/**
 * "1 hotel", "24 hotels", or for a list that stopped counting at its bound
 * (decision 0010) "240+ hotels".
 */
export function hotelCountText(count: number, exact: boolean): string {
  const figure = formatCount(count);
  if (!exact) return `${figure}+ hotels`;
  return count === 1 ? '1 hotel' : `${figure} hotels`;
}
