/**
 * Whether a field must be filled: the message shown on it when it is empty, or false. A function decides from
 * what is typed and the loaded record, for fields needed only sometimes (a confirmation once a new password
 * is typed; a flag when the country has none yet).
 */
export type RequiredRule<V, R> = string | false | ((values: V, record: R | undefined) => string | false);

/** What one form field must hold; checked by `useRecordForm` before the save flow runs. */
export interface FieldRule<T, V, R = unknown> {
  /** The field must be filled: the message shown on it when it is empty (false: not required now). */
  required?: RequiredRule<V, R>;
  /** A further check of a filled value: the message shown on the field, or null when it is fine. */
  check?: (value: T, values: V) => string | null | undefined;
}

/** The rules of a form's fields, by the name of the value they check (the `name` of its `FormField`). */
export type FieldRules<V, R = unknown> = { [K in keyof V]?: FieldRule<V[K], V, R> };

/** Messages shown on fields, by field name. */
export type FieldErrors = Record<string, string>;

/** Empty text (spaces only), no value, or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The message a rule's `required` gives now, or false. */
function requiredNow<V, R>(rule: FieldRule<unknown, V, R>, values: V, record: R | undefined): string | false {
  return typeof rule.required === 'function' ? rule.required(values, record) : (rule.required ?? false);
}

/** The fields that break their rules, in the rules' order, each with its message. */
export function checkFields<V, R = unknown>(values: V, rules: FieldRules<V, R> | undefined, record?: R): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of Object.keys(rules ?? {}) as Array<keyof V & string>) {
    const rule = rules![name]!;
    const value = values[name];
    if (isBlank(value)) {
      const message = requiredNow(rule as FieldRule<unknown, V, R>, values, record);
      if (message) errors[name] = message;
      continue;
    }
    const problem = rule.check?.(value, values);
    if (problem) errors[name] = problem;
  }
  return errors;
}

/** The names of the fields a form requires now, given what is typed (marked on their labels). */
export function requiredFields<V, R = unknown>(
  rules: FieldRules<V, R> | undefined,
  values: V,
  record?: R,
): Set<string> {
  const entries = Object.entries(rules ?? {}) as Array<[string, FieldRule<unknown, V, R>]>;
  return new Set(entries.filter(([, rule]) => Boolean(requiredNow(rule, values, record))).map(([name]) => name));
}
