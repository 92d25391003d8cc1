import type { Static, TSchema } from '@sinclair/typebox';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

declare const carried: unique symbol;
/** A type carried by a contract for the compiler only: nothing of it exists at run time. */
export interface Carried<T> {
  readonly [carried]: T;
}

/**
 * The success answer of a call: its JSON schema (TypeBox), which the OpenAPI document shows and the answer
 * type is derived from, so the two cannot drift: `answer: answer(EnvelopeSchema(Faq))`. Documentation only:
 * the server does not serialize with it (fast-json-stringify would drop or coerce fields).
 */
export interface Answer<T> extends Carried<T> {
  /** The JSON body; absent for a file download. */
  readonly schema?: TSchema;
  /** A file download's content types. */
  readonly files?: readonly string[];
  /** A redirect (302 with `Location`), e.g. to an identity provider: what the redirect is, for the OpenAPI document. */
  readonly redirect?: string;
}

export function answer<S extends TSchema>(schema: S): Answer<Static<S>> {
  return { schema } as unknown as Answer<Static<S>>;
}

/** A call that answers a file (a download), of these content types. */
export function fileAnswer(contentTypes: readonly string[]): Answer<FileDownload> {
  return { files: contentTypes } as unknown as Answer<FileDownload>;
}

/** A call that answers a redirect (302 with `Location`) rather than JSON, e.g. a single sign-on step. */
export function redirectAnswer(description: string): Answer<Redirect> {
  return { redirect: description } as unknown as Answer<Redirect>;
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

/** A redirect: the browser goes on to the `Location` given, so there is no payload. */
export interface Redirect {
  readonly redirect: true;
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
  answer: Answer<unknown>;
}

/** Declares a call; `const` keeps the method and path as literal types. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** The answer type of a call. */
export type AnswerOf<E extends Endpoint> = E['answer'] extends Carried<infer T> ? T : never;

type SchemaType<E, K extends string, Otherwise> = E extends { [key in K]: infer S extends TSchema }
  ? Static<S>
  : Otherwise;

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
