import type { AnswerOf, Endpoint, Failure, FileDownload, Redirect } from '@backoffice/contracts';

/** What a fake may answer for a call: its contract's answer (a file or a redirect: anything). */
type BodyOf<E extends Endpoint> = AnswerOf<E> extends FileDownload | Redirect ? unknown : AnswerOf<E>;

/**
 * A reply to a contract's call: a success (200, 201, 202) with the contract's answer, or a refusal (any other
 * status) with the envelope's `Failure` (or no body). A fixture that drifts from the contract fails to compile.
 */
export type ContractReply<E extends Endpoint> =
  [status: 200 | 201 | 202, body: BodyOf<E>] | [status: number, body?: Failure & Record<string, unknown>];

/** A contract reply, or a handler answering one. */
export type ContractAnswering<E extends Endpoint, R> =
  ContractReply<E> | ((request: R) => ContractReply<E> | Promise<ContractReply<E>>);
