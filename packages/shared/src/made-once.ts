/**
 * A value built on its first use and kept. For Intl formatters: building one
 * with a time zone or a currency loads the engine's locale data, which on a
 * mid-range phone took about 100 ms of the first page's main thread when
 * every formatter was built as its module loaded, used or not (a profile of
 * /car-listing at 4x CPU, 25 Nov).
 */
export function madeOnce<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
