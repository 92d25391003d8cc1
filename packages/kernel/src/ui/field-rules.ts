/** What one form field must hold; checked by `useRecordForm` before the save flow runs. */
export interface FieldRule<T, V> {
  /** The field must be filled: the message shown on it when it is empty (false: not required now). */
  required?: string | false;
  /** A further check of a filled value: the message shown on the field, or null when it is fine. */
  check?: (value: T, values: V) => string | null | undefined;
}

/** The rules of a form's fields, by the name of the value they check (the `name` of its `FormField`). */
export type FieldRules<V> = { [K in keyof V]?: FieldRule<V[K], V> };

/** Messages shown on fields, by field name. */
export type FieldErrors = Record<string, string>;

/** Empty text (spaces only), no value, or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The fields that break their rules, in the rules' order, each with its message. */
export function checkFields<V>(values: V, rules: FieldRules<V> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of Object.keys(rules ?? {}) as Array<keyof V & string>) {
    const rule = rules![name]!;
    const value = values[name];
    if (isBlank(value)) {
      if (rule.required) errors[name] = rule.required;
      continue;
    }
    const problem = rule.check?.(value, values);
    if (problem) errors[name] = problem;
  }
  return errors;
}

/** The names of the fields a form requires now (marked on their labels). */
export function requiredFields<V>(rules: FieldRules<V> | undefined): Set<string> {
  return new Set(Object.entries(rules ?? {}).filter(([, rule]) => Boolean((rule as FieldRule<unknown, V>).required)).map(([name]) => name));
}
