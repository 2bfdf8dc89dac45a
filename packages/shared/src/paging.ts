import { z } from 'zod';

/** The rows of one page, as SQL takes them. */
export type Page = { limit: number; offset: number };

export const pagingMessages = (maxPageSize: number) =>
  ({
    page: 'page must be a whole number, 1 or more',
    pageSize: `pageSize must be a whole number from 1 to ${maxPageSize}`,
  }) as const;

/** A whole number from 1 (to max), read from the query string. */
export const ZWholeNumber = (message: string, max?: number) => {
  const base = z.coerce.number({ error: message }).int(message).min(1, message);
  return max === undefined ? base : base.max(max, message);
};

/**
 * page and pageSize, both optional: neither means every row (the spec's lists
 * answered everything, and a client written against it still gets them all).
 */
export const optionalPaging = ({
  defaultPageSize,
  maxPageSize,
}: {
  defaultPageSize: number;
  maxPageSize: number;
}) => {
  const messages = pagingMessages(maxPageSize);
  return {
    page: ZWholeNumber(messages.page).optional().meta({ description: 'Which page, from 1' }),
    pageSize: ZWholeNumber(messages.pageSize, maxPageSize)
      .optional()
      .meta({
        description: `Rows a page, 1 to ${maxPageSize}; ${defaultPageSize} when only page is given`,
      }),
  };
};

/** The page asked for, or none (every row). */
export function pageOf(
  query: { page?: number; pageSize?: number },
  defaultPageSize: number,
): Page | undefined {
  if (query.page === undefined && query.pageSize === undefined) return undefined;
  const pageSize = query.pageSize ?? defaultPageSize;
  return { limit: pageSize, offset: ((query.page ?? 1) - 1) * pageSize };
}
