import { ZApiError } from '@waka/shared/api-error';

/** The error answers a route documents, all in the one error shape. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, ZApiError]));
}
