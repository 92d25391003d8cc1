/**
 * The answer envelope (docs/api.md "API conventions"): success `{ success: true, message?, data? }`, failure
 * `{ success: false, message, field? }`. Some of the spec's calls answer their own shape instead (a bare
 * list, `{ cards }`, the dashboard's `{ general, data }`): those come back whole.
 */
export interface Envelope<T> {
  success: true;
  message?: string;
  data: T;
}

/** A write that answers only a sentence (deletes). */
export interface Done {
  success: true;
  message: string;
}

/** Every refusal: a sentence a person can read, and the field it is about when there is one. */
export interface Failure {
  success: false;
  message: string;
  field?: string;
}

type EnvelopeKey = 'success' | 'message' | 'data';

/**
 * What a client keeps of an answer: an envelope's `data` (nothing for `Done`), any other answer whole.
 * An envelope is an object with `success` and no keys beyond `success`, `message` and `data`.
 */
export type Payload<A> = A extends { success: boolean }
  ? Exclude<keyof A, EnvelopeKey> extends never
    ? A extends { data: infer D }
      ? D
      : void
    : A
  : A;

/** The run-time twin of `Payload`: unwraps an envelope once, hands any other answer back as it came. */
export function payloadOf(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const keys = Object.keys(body);
  const isEnvelope =
    keys.includes('success') && keys.every((key) => key === 'success' || key === 'message' || key === 'data');
  return isEnvelope ? (body as { data?: unknown }).data : body;
}
