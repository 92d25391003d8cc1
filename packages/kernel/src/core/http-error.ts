/**
 * A failed call as plugins see it: the server's sentence (`{ success: false, message, field? }`), the HTTP
 * status when an answer came, and the field the refusal is about. Read it with `errorMessage`,
 * `errorStatus` and `errorField`, which also understand the kernel's own transport errors.
 */
export class HttpError extends Error {
  constructor(
    message: string,
    /** HTTP status; undefined when no answer came (network down, aborted). */
    readonly status: number | undefined,
    /** The server's message, when it sent one. */
    readonly serverMessage: string | undefined,
    /** The field a refusal is about (`{ field }`), when the server named one. */
    readonly field: string | undefined,
    /** The answer's body as received. */
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
