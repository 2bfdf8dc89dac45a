/** The same origin serves the API; Vite proxies it in development. */
const API_BASE = '/api/v1';

/**
 * Anything that can check an answer: a shared zod schema, or a function that
 * imports one. The lazy form keeps zod (about 26 KB gzip) out of the first
 * JavaScript of the pages whose first calls pass it (the bundle budget, bench/README.md#targets):
 * it loads while the request is in flight.
 */
type Schema<T> = { parse(data: unknown): T } | (() => Promise<{ parse(data: unknown): T }>);

/**
 * A failed call, carrying the server's `{ error, message, fields? }` so a
 * screen can show its message and mark the named fields.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The server's code, e.g. VALIDATION_FAILED, or NETWORK_ERROR. */
    readonly error: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const UNREACHABLE = "We couldn't reach Waka. Check your connection and try again.";
const UNEXPECTED = 'Something went wrong on our side. Please try again.';

type RequestOptions = { signal?: AbortSignal };

/** GET `path` under /api/v1 and check the answer against `schema`. */
export function apiGet<T>(
  path: string,
  schema: Schema<T>,
  options: RequestOptions = {},
): Promise<T> {
  return apiRequest('GET', path, schema, options);
}

/**
 * GET a list `path` under /api/v1 that counts all its pages in the
 * X-Total-Count header: the checked list and that total. A list may stop
 * counting at a bound (X-Total-Count-Exact: false): there are more than `total`.
 */
export async function apiGetPage<T>(
  path: string,
  schema: Schema<T>,
  options: RequestOptions = {},
): Promise<{ items: T; total: number; totalIsExact: boolean }> {
  const { data, response } = await apiExchange('GET', path, schema, options);
  const total = Number(response.headers.get('x-total-count') ?? Number.NaN);
  if (!Number.isInteger(total)) throw new ApiError(response.status, 'INVALID_RESPONSE', UNEXPECTED);
  const totalIsExact = response.headers.get('x-total-count-exact') !== 'false';
  return { items: data, total, totalIsExact };
}

type SendOptions = RequestOptions & { body?: unknown; headers?: Record<string, string> };

/** POST, PUT or DELETE `body` as JSON to `path` under /api/v1, and check the answer. */
export function apiSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: Schema<T>,
  options: SendOptions = {},
): Promise<T> {
  return apiRequest(method, path, schema, options);
}

async function apiRequest<T>(
  method: string,
  path: string,
  schema: Schema<T>,
  options: SendOptions,
): Promise<T> {
  return (await apiExchange(method, path, schema, options)).data;
}

/** One call: the checked answer, and the response for what its headers carry. */
async function apiExchange<T>(
  method: string,
  path: string,
  schema: Schema<T>,
  options: SendOptions,
): Promise<{ data: T; response: Response }> {
  // A lazy schema starts loading now, beside the request, not after its answer.
  const checking = Promise.resolve(typeof schema === 'function' ? schema() : schema);
  // Handled where it is awaited below; this only stops an unheard rejection being reported if the fetch fails first.
  checking.catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    // An abort is the caller changing its mind (TanStack Query cancelling), not a failure to show.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', UNREACHABLE);
  }

  const [body, checker] = await Promise.all([
    response.json().catch((): unknown => undefined),
    checking,
  ]);
  if (!response.ok) throw await toApiError(response.status, body);

  try {
    return { data: checker.parse(body), response };
  } catch {
    // The server broke the contract: say so plainly rather than render half a page.
    throw new ApiError(response.status, 'INVALID_RESPONSE', UNEXPECTED);
  }
}

/** The server's error body as an ApiError (its schema is imported on this, the rare, path only). */
export async function toApiError(status: number, body: unknown): Promise<ApiError> {
  const { ZApiError } = await import('@waka/shared/api-error');
  const parsed = ZApiError.safeParse(body);
  if (parsed.success) {
    const { error, message, fields } = parsed.data;
    return new ApiError(status, error, message, fields);
  }
  // A proxy or gateway page rather than our own error body.
  return new ApiError(
    status,
    `HTTP_${status}`,
    status === 502 || status === 503 || status === 504 ? UNREACHABLE : UNEXPECTED,
  );
}
