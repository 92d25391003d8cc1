/**
 * Extension points: a plugin declares one (an id, versioned like `dashboard/cards/v1`, and the type of
 * value it accepts); other plugins contribute values to it; the declaring plugin reads them all.
 */
export interface ExtensionPoint<T> {
  readonly id: string;
  /** What makes two values the same thing (a section type, a card key): two of them are refused at boot. */
  readonly key?: (value: T) => string;
  /** What the key is called, for the boot report ("section type"). */
  readonly keyName?: string;
  /** Phantom field that carries the contribution type. */
  readonly __contribution?: T;
}

export interface ExtensionPointOptions<T> {
  /** The value's identity: a second plugin contributing the same key fails at boot instead of shadowing. */
  key?: (value: T) => string;
  /** What the key is called in the boot report, e.g. 'section type'; 'key' by default. */
  keyName?: string;
}

export interface Contribution<T = unknown> {
  readonly point: ExtensionPoint<T>;
  readonly value: T;
}

/** A contributed value with the plugin it came from (to name that plugin when the value fails). */
export interface Contributed<T> {
  readonly pluginId: string;
  readonly value: T;
}

export function defineExtensionPoint<T>(id: string, options: ExtensionPointOptions<T> = {}): ExtensionPoint<T> {
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*\/v\d+$/.test(id)) {
    throw new Error(`Extension point id "${id}" must be namespaced and versioned, e.g. "sections/page-editor/v1"`);
  }
  return { id, ...options };
}

/** Typed helper for a plugin's `contributes` list. */
export function contribute<T>(point: ExtensionPoint<T>, value: T): Contribution<T> {
  return { point, value } as Contribution<T>;
}
