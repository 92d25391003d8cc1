/**
 * A refusal a person should read: routes and helpers throw it, the error handler answers
 * `{ success: false, message }` with its status.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Which field the refusal is about (e.g. 'slug'), so a form can tell a clash from a stale version. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, message);
export const badRequest = (message: string) => new AppError(400, message);
