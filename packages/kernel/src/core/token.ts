import type { ServiceIdentifier } from 'inversify';

/**
 * A typed service identifier: a symbol that remembers the type of what it resolves to, so
 * `useService(Session)` is typed without a cast at every call site.
 */
export type Token<T> = symbol & { readonly __service?: T };

/** Tokens are global symbols (`Symbol.for`), so two copies of a plugin bundle still agree on them. */
export function createToken<T>(name: string): Token<T> {
  return Symbol.for(`backoffice:${name}`) as Token<T>;
}

export function asIdentifier<T>(token: Token<T>): ServiceIdentifier<T> {
  return token as ServiceIdentifier<T>;
}
