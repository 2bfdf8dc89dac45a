/**
 * An error a person can act on: a code for programs, an HTTP status, and a
 * message in the product's words. The error handler turns it into the one
 * error body (`{ error, message, fields }`).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} was not found`);

export const invalidInput = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid input', fields);
