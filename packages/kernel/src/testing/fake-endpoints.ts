import type { AnswerOf, Endpoint, Failure, FileDownload, Redirect } from '@backoffice/contracts';
import type * as Contracts from '@backoffice/contracts';

/** What a fake may answer for a call: its contract's answer (a file or a redirect: anything). */
type BodyOf<E extends Endpoint> = AnswerOf<E> extends FileDownload | Redirect ? unknown : AnswerOf<E>;

/**
 * A reply to a contract's call: a success (200, 201, 202) with the contract's answer, or a refusal (any other
 * status) with the envelope's `Failure`, no body, or a text (a proxy's error page); either may carry headers
 * (e.g. a delete's `undo-token`). A fixture that drifts from the contract fails to compile.
 */
export type ContractReply<E extends Endpoint> =
  | [status: 200 | 201 | 202, body: BodyOf<E>, headers?: Record<string, string>]
  | [status: number, body?: Failure | (Failure & Record<string, unknown>) | string, headers?: Record<string, string>];

/** A contract reply, or a handler answering one. */
export type ContractAnswering<E extends Endpoint, R> =
  ContractReply<E> | ((request: R) => ContractReply<E> | Promise<ContractReply<E>>);

/** Every call the contracts declare: the endpoints of each `…Api` group (`faqsApi`, `usersApi`, ...). */
type Groups = { [K in keyof typeof Contracts as K extends `${string}Api` ? K : never]: (typeof Contracts)[K] };
type AnyEndpoint = Extract<{ [K in keyof Groups]: Groups[K][keyof Groups[K]] }[keyof Groups], Endpoint>;

/** A path's segments: `/faq/edit/:id` as `['', 'faq', 'edit', ':id']`. */
type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? [Head, ...Segments<Tail>] : [P];

/** Whether a path a test writes (`/faq/edit/:id` or `/faq/edit/faq-1`) is the contract's `pattern`, segment by segment. */
type SegmentsMatch<Written extends string[], Pattern extends string[]> = Written extends [
  infer W extends string,
  ...infer WrittenTail extends string[],
]
  ? Pattern extends [infer S extends string, ...infer PatternTail extends string[]]
    ? (S extends `:${string}` ? true : W extends S ? true : false) extends true
      ? SegmentsMatch<WrittenTail, PatternTail>
      : false
    : false
  : Pattern extends []
    ? true
    : false;

/** The contract's endpoint(s) a fake keyed by method and path stands for (never: a call no contract declares). */
export type EndpointAt<M extends string, P extends string> = AnyEndpoint extends infer E
  ? E extends Endpoint
    ? E['method'] extends Uppercase<M>
      ? SegmentsMatch<Segments<P>, Segments<E['path']>> extends true
        ? E
        : never
      : never
    : never
  : never;
