/**
 * Extension points: a plugin declares one (an id, versioned like `dashboard/cards/v1`, and the type of
 * value it accepts); other plugins contribute values to it; the declaring plugin reads them all.
 */
export interface ExtensionPoint<T> {
  readonly id: string;
  /** Phantom field that carries the contribution type. */
  readonly __contribution?: T;
}

export interface Contribution<T = unknown> {
  readonly point: ExtensionPoint<T>;
  readonly value: T;
}

export function defineExtensionPoint<T>(id: string): ExtensionPoint<T> {
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*\/v\d+$/.test(id)) {
    throw new Error(`Extension point id "${id}" must be namespaced and versioned, e.g. "sections/page-editor/v1"`);
  }
  return { id };
}

/** Typed helper for a plugin's `contributes` list. */
export function contribute<T>(point: ExtensionPoint<T>, value: T): Contribution<T> {
  return { point, value } as Contribution<T>;
}
