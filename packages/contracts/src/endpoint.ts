import type { Static, TSchema } from '@sinclair/typebox';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

declare const carried: unique symbol;
/** A type carried by a contract for the compiler only: nothing of it exists at run time. */
export interface Carried<T> {
  readonly [carried]: T;
}

/** The answer of a call, as a type: `answer: answer<Envelope<Faq>>()`. */
export function answer<T>(): Carried<T> {
  return {} as Carried<T>;
}

/** The fields of a multipart form, as a type: `form: form<CountryForm>()` (values are text or files). */
export function form<T extends Record<string, string | Blob | undefined>>(): Carried<T> {
  return {} as Carried<T>;
}

/** A JSON body the route checks itself (it also takes a multipart form), as a type: `json: json<AdminInput>()`. */
export function json<T>(): Carried<T> {
  return {} as Carried<T>;
}

/** A streamed file (a download): not JSON, so it has no payload. */
export interface FileDownload {
  readonly file: true;
}

/**
 * One call of the API: its method and path (as Fastify writes it, `:id` for a parameter), the JSON schemas
 * the server validates its params, query and body with, and the types of its multipart form and answer.
 */
export interface Endpoint {
  method: Method;
  path: string;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  json?: Carried<unknown>;
  form?: Carried<Record<string, string | Blob | undefined>>;
  answer: Carried<unknown>;
}

/** Declares a call; `const` keeps the method and path as literal types. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** The answer type of a call. */
export type AnswerOf<E extends Endpoint> = E['answer'] extends Carried<infer T> ? T : never;

type SchemaType<E, K extends string, Otherwise> = E extends { [key in K]: infer S extends TSchema } ? Static<S> : Otherwise;

/** The validated parts of a request, as the server's handler reads them. */
export type ParamsOf<E extends Endpoint> = SchemaType<E, 'params', Record<string, never>>;
export type QueryOf<E extends Endpoint> = SchemaType<E, 'query', Record<string, never>>;
export type BodyOf<E extends Endpoint> = E extends { json: Carried<infer T> } ? T : SchemaType<E, 'body', undefined>;
export type FormOf<E extends Endpoint> = E extends { form: Carried<infer F> } ? F : never;

/** The addresses a path stands for: `/faq/edit/:id` → `/faq/edit/${string}`. */
export type UrlOf<P extends string> = P extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${UrlOf<Tail>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;
