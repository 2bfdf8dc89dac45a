/**
 * "1 hotel", "24 hotels", or for a list that stopped counting at its bound
 * (decision 0009) "1,000+ hotels".
 */
export function hotelCountText(count: number, exact: boolean): string {
  if (!exact) return `${count.toLocaleString('en-NG')}+ hotels`;
  return count === 1 ? '1 hotel' : `${count.toLocaleString('en-NG')} hotels`;
}
