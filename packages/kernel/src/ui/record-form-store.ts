import { createContext, useContext } from 'react';
import { action, makeObservable, observable, observableRef, observableShallow } from 'mobx';
import type { FieldErrors, FieldRule } from './field-rules';

export type RecordStatus = 'loading' | 'ready' | 'missing' | 'failed';

/**
 * The part of a contract's TypeBox object schema a form reads (e.g. `FaqBody` of @backoffice/contracts): which
 * fields the server requires, and their limits.
 */
export interface FormSchema {
  /** Each field's schema: its `maxLength`, `minimum` and `maximum` are read. */
  properties: Record<string, object>;
  required?: string[];
}

/** What the schema says of one field. */
export interface SchemaField {
  required: boolean;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The state of a record form (ra-core's edit/create controller state, as a MobX store): the values typed, the
 * baseline the dirty check compares with (as loaded or as saved), the loaded record and its version, how its
 * load went, and the messages shown on fields. `useRecordForm` makes one per form and runs the save flow over
 * it; `FormPage` hands it to the bound inputs (`TextInput source="title"`) through `RecordFormContext`.
 */
export class RecordFormStore<V, R = unknown> {
  values: V;
  /** The values the dirty check compares with: as loaded, or as saved. */
  baseline: V;
  /** The loaded record (with a loader). */
  record: R | undefined = undefined;
  status: RecordStatus;
  /** The message of a failed load. */
  loadError: string | null = null;
  /** Messages shown on fields (broken rules, a 400 naming a field), by field name. */
  errors: FieldErrors = {};
  /** The form's own problem when no field shows one (e.g. 'No changes made'); it goes with the next change. */
  problem: string | null = null;
  /** Counts the times the first field with an error should take focus (`FormPage` does it). */
  focusRequest = 0;
  /** The rules the bound inputs state (their `required` or the schema's), by field name. */
  readonly fieldRules = new Map<string, FieldRule<unknown, V, R>>();
  /** The contract's schema of the record's body, when the form gives one. */
  schema: FormSchema | undefined;
  /** What the dirty check compares (set by the form on each render; not observed). */
  comparable: (values: V) => unknown = (values) => values;
  /** Unsaved changes outside the values, e.g. a chosen file (set by the form on each render). */
  changedElsewhere = false;

  constructor(initial: V, options: { loading?: boolean; schema?: FormSchema } = {}) {
    this.values = initial;
    this.baseline = initial;
    this.status = options.loading ? 'loading' : 'ready';
    this.schema = options.schema;
    makeObservable<RecordFormStore<V, R>>(this, {
      values: observableRef,
      baseline: observableRef,
      record: observableRef,
      status: observable,
      loadError: observable,
      errors: observableRef,
      problem: observable,
      focusRequest: observable,
      fieldRules: observableShallow,
      set: action,
      setValues: action,
      setFieldError: action,
      showCheck: action,
      loadStarted: action,
      loaded: action,
      loadFailed: action,
      register: action,
    });
  }

  /** The version being edited (the loaded record's `updatedAt`), sent with a save so a stale one is refused. */
  get version(): string | undefined {
    const updatedAt = (this.record as { updatedAt?: unknown } | undefined)?.updatedAt;
    return typeof updatedAt === 'string' ? updatedAt : undefined;
  }

  /** Whether the values differ from the baseline (or something else is unsaved). */
  get dirty(): boolean {
    return this.changedElsewhere || !same(this.comparable(this.values), this.comparable(this.baseline));
  }

  /** One field's value, by name (the bound inputs' `source`). */
  valueAt(name: string): unknown {
    return (this.values as Record<string, unknown>)[name];
  }

  /** Sets one field. */
  set<K extends keyof V>(key: K, value: V[K]): void {
    this.setValues((current) => ({ ...current, [key]: value }));
  }

  /** Replaces the values; a field whose value changes loses its message (the person is fixing it). */
  setValues(update: (current: V) => V): void {
    const before = this.values;
    const next = update(before);
    this.values = next;
    if (same(before, next)) return;
    this.problem = null;
    const changed = Object.keys(this.errors).filter(
      (name) => name in (next as object) && !same(before[name as keyof V], next[name as keyof V]),
    );
    if (changed.length === 0) return;
    const errors = { ...this.errors };
    for (const name of changed) delete errors[name];
    this.errors = errors;
  }

  /** Shows a message on a field (a check outside the rules, a 400 naming it) and asks for focus. */
  setFieldError(name: string, message: string): void {
    this.errors = { ...this.errors, [name]: message };
    this.focusRequest += 1;
  }

  /** The outcome of the check before a save: the fields' messages and the form's own problem. */
  showCheck(errors: FieldErrors, problem: string | null): void {
    this.errors = errors;
    this.problem = problem;
    if (Object.keys(errors).length > 0 || problem) this.focusRequest += 1;
  }

  loadStarted(): void {
    // A reload of a record on screen (after a 409) keeps the form visible until the answer.
    if (this.status !== 'ready') this.status = 'loading';
    this.loadError = null;
  }

  /** The loaded record (undefined: it no longer exists) and the form's values of it. */
  loaded(record: R | undefined, values: V | undefined): void {
    this.record = record;
    if (record !== undefined && values !== undefined) {
      this.baseline = values;
      this.values = values;
    }
    this.status = record === undefined ? 'missing' : 'ready';
  }

  loadFailed(message: string): void {
    this.loadError = message;
    this.status = 'failed';
  }

  /** A bound input's rule for its field, for as long as it is on screen; returns the removal. */
  register(name: string, rule: FieldRule<unknown, V, R>): () => void {
    this.fieldRules.set(name, rule);
    return action(() => {
      if (this.fieldRules.get(name) === rule) this.fieldRules.delete(name);
    });
  }

  /** What the contract's schema says of a field (nothing without a schema). */
  schemaField(name: string): SchemaField {
    const property = this.schema?.properties[name] as { maxLength?: number; minimum?: number; maximum?: number };
    return {
      required: Boolean(property && this.schema?.required?.includes(name)),
      maxLength: property?.maxLength,
      minimum: property?.minimum,
      maximum: property?.maximum,
    };
  }
}

/** The record form of the `FormPage` around: what the bound inputs read and write. */
export const RecordFormContext = createContext<RecordFormStore<unknown, unknown> | null>(null);

export function useRecordFormStore(): RecordFormStore<unknown, unknown> {
  const store = useContext(RecordFormContext);
  if (!store)
    throw new Error('A bound input (TextInput source=…) must be inside the FormPage of a useRecordForm form.');
  return store;
}
