import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { reaction } from 'mobx';
import { englishText, useMessages, type Translate } from '../i18n/use-messages';
import { errorMessage } from '../core/http';
import { checkFields, requiredFields, type FieldErrors, type FieldRule, type FieldRules } from './field-rules';
import { RecordFormStore, type FormSchema, type RecordStatus } from './record-form-store';
import { useFormFlow } from './use-form-flow';
import { useUnsavedChanges } from './use-unsaved-changes';

export type { RecordStatus } from './record-form-store';

export interface RecordFormOptions<V, R, S> {
  /** The values the form starts from: a new record's, or those of a record passed in navigation state. */
  initial: V | (() => V);
  /** Loads the record to edit (undefined: it no longer exists). Omit when the values are known already. */
  load?: () => Promise<R | undefined>;
  /** The form's values of a loaded record. */
  valuesOf?: (record: R) => V;
  /** The text of a failed load when the server gives none. */
  loadFailureMessage?: string;
  /** What the dirty check compares (trimmed, normalised values); the values themselves by default. */
  comparable?: (values: V) => unknown;
  /** Unsaved changes outside the values, e.g. a chosen file. */
  changedElsewhere?: boolean;
  /**
   * What each field must hold (required, further checks): a field that breaks its rule shows its message on
   * the field, the first such field takes focus, and nothing is saved. Read on every render, so a rule may
   * depend on the values (e.g. an image required only when adding).
   */
  rules?: FieldRules<V, R>;
  /**
   * The contract's TypeBox schema of the record's body (e.g. `FaqBody`): the bound inputs take from it whether
   * their field is required and its maximum length, so a form states each field once.
   */
  schema?: FormSchema;
  /** Server field names (a 400's `field`) that differ from the form's value names, e.g. { image: 'photo' }. */
  serverFields?: Record<string, keyof V & string>;
  /**
   * Returns the form's problem, or null when it may be saved. Asked only when every field keeps its rule; the
   * problem is then the line at the top of the form (`summary`), as no field shows it (e.g. 'No changes made').
   */
  validate?: (values: V, form: { dirty: boolean; baseline: V; record: R | undefined }) => string | null;
  /** The confirmation before saving (it may name the loaded record); omit to save without asking. */
  confirm?: string | ((record: R | undefined) => string);
  /** The call; `record` is the loaded one (with `load`). */
  save: (values: V, record: R | undefined) => Promise<S>;
  /** Shown when the save fails without a message from the server; the form stays as typed. */
  failureMessage: string;
  /** The short message after a successful save: 'Saved' by default, false for none. */
  successMessage?: string | false;
  /** Runs after a successful save; return false to stay on the form (e.g. a refusal shown in a dialog). */
  onSaved?: (result: S) => boolean | void;
  /** Where the form goes after a save (usually back to the list); never stopped by the unsaved-changes guard. */
  done: () => void;
  /**
   * A 409 (changed by someone else) offers a reload: 'reload' loads the record again (the default with
   * `load`), 'leave' goes where `done` goes; false (or neither without `load`): the 409 is an ordinary
   * failure, for calls whose 409 means something else (an e-mail already taken).
   */
  onStale?: 'reload' | 'leave' | false;
}

export interface RecordForm<V, R> {
  values: V;
  /** Sets one field. */
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  setValues: (update: (current: V) => V) => void;
  /** The values the dirty check compares with: as loaded, or as saved. */
  baseline: V;
  /** The loaded record (with `load`). */
  record: R | undefined;
  status: RecordStatus;
  /** The message of a failed load. */
  error: string | null;
  dirty: boolean;
  /** Messages shown on fields (broken rules, a 400 naming a field), by field name. */
  errors: FieldErrors;
  /** The fields the rules require now. */
  required: Set<string>;
  /** Counts the times the first field with an error should take focus (`FormPage` does it). */
  focusRequest: number;
  /**
   * The line at the top of the form after a refused Save (`FormPage` shows it): how many fields need attention,
   * or the form's own problem when no field shows one (e.g. 'No changes made'); null when there is none.
   */
  summary: string | null;
  /** Shows a message on a field (e.g. from a check outside the rules) and focuses it. */
  setFieldError(name: string, message: string): void;
  reload(): Promise<void>;
  /** validate → confirm → busy → save → `done`; resolves true when saved. */
  submit(): Promise<boolean>;
  /**
   * Saves an older version's fields (a revision, named as the API names them) over the loaded record, through
   * the same flow and save call as Save: a new version, refused with the reload offer when stale. Only for
   * a form that loads its record (`load` and `valuesOf`); resolves true when saved.
   */
  restore(fields: Record<string, unknown>, successMessage: string): Promise<boolean>;
  /** Navigates without the unsaved-changes question (after a save). */
  leave(navigate: () => void): void;
  /** The MobX store behind the form (what `FormPage` gives the bound inputs). */
  store: RecordFormStore<V, R>;
}

/** The one wording of every form's summary line. */
export function fieldsNeedAttention(count: number, t: Translate = englishText): string {
  return t('{{count}} fields need attention.', { count });
}

/**
 * The record-form primitive (ra-core's edit/create controllers): loads the record, keeps the baseline the
 * dirty check compares with, warns before unsaved changes are lost (in-app navigation and closing the tab),
 * and runs the save flow: validate, confirm, busy overlay, save; a failed save keeps the form and shows
 * the error, a 409 offers to reload.
 */
/**
 * The record-form primitive (ra-core's edit/create controllers), a thin binding of a `RecordFormStore`: loads the
 * record, keeps the baseline the dirty check compares with, warns before unsaved changes are lost (in-app
 * navigation and closing the tab), and runs the save flow: validate, confirm, busy overlay, save; a failed save
 * keeps the form and shows the error, a 409 offers to reload.
 */
export function useRecordForm<V, R = never, S = unknown>(options: RecordFormOptions<V, R, S>): RecordForm<V, R> {
  const runFlow = useFormFlow();
  const { t } = useMessages();
  const translate = useRef(t);
  translate.current = t;
  const [store] = useState(
    () =>
      new RecordFormStore<V, R>(
        typeof options.initial === 'function' ? (options.initial as () => V)() : options.initial,
        { loading: Boolean(options.load), schema: options.schema },
      ),
  );
  store.comparable = options.comparable ?? ((value: V) => value);
  store.changedElsewhere = Boolean(options.changedElsewhere);
  // The screen draws what the store holds: any change of it draws the screen again.
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(
    () =>
      reaction(
        () => [
          store.values,
          store.baseline,
          store.record,
          store.status,
          store.loadError,
          store.errors,
          store.problem,
          store.focusRequest,
          Array.from(store.fieldRules.values()),
        ],
        redraw,
      ),
    [store],
  );
  // The latest options, so the loader and the flow's steps always see the current render's values.
  const latest = useRef(options);
  latest.current = options;

  const reload = useCallback(async () => {
    const { load, valuesOf, loadFailureMessage } = latest.current;
    if (!load) return;
    store.loadStarted();
    try {
      const loaded = await load();
      store.loaded(loaded, loaded !== undefined && valuesOf ? valuesOf(loaded) : undefined);
    } catch (failure) {
      store.loadFailed(
        errorMessage(failure, loadFailureMessage ?? translate.current('Failed to load. Please try again.')),
      );
    }
  }, [store]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const dirty = store.dirty;
  const { leave } = useUnsavedChanges(dirty);

  const setValues = useCallback((update: (current: V) => V) => store.setValues(update), [store]);
  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => store.set(key, value), [store]);
  const setFieldError = useCallback((name: string, message: string) => store.setFieldError(name, message), [store]);

  const submitValues = useCallback(
    async (given?: { values: V; successMessage: string }) => {
      const steps = latest.current;
      const stale = steps.onStale === false ? undefined : (steps.onStale ?? (steps.load ? 'reload' : undefined));
      const typed = given ? given.values : store.values;
      const loaded = store.record;
      // The checks see the values being saved (a restore's, not those typed).
      const state = {
        values: typed,
        dirty: given
          ? JSON.stringify(store.comparable(typed)) !== JSON.stringify(store.comparable(store.baseline))
          : store.dirty,
        baseline: store.baseline,
        record: loaded,
      };
      const broken = checkFields(typed, rulesOf(store, steps.rules), loaded);
      // No dialog over the fields: the messages stand on them, the summary at the top counts them, and the
      // first of them takes focus (FormPage). A problem no field shows is the summary itself.
      const formProblem = Object.keys(broken).length > 0 ? null : (steps.validate?.(typed, state) ?? null);
      store.showCheck(broken, formProblem);
      if (Object.keys(broken).length > 0 || formProblem) return false;
      return runFlow<S>({
        confirm: typeof steps.confirm === 'function' ? steps.confirm(loaded) : steps.confirm,
        save: () => steps.save(typed, loaded),
        failureMessage: steps.failureMessage,
        successMessage: given ? given.successMessage : steps.successMessage,
        onFieldError: (field, message) => {
          const name = latest.current.serverFields?.[field] ?? field;
          if (name in (store.values as object)) store.setFieldError(name, message);
        },
        onSaved: (result) => {
          if (latest.current.onSaved?.(result) === false) return;
          leave(latest.current.done);
        },
        onStale:
          stale === 'reload' ? () => void reload() : stale === 'leave' ? () => leave(latest.current.done) : undefined,
      });
    },
    [store, runFlow, reload, leave],
  );

  const submit = useCallback(() => submitValues(), [submitValues]);

  const restore = useCallback(
    async (fields: Record<string, unknown>, successMessage: string) => {
      const { valuesOf } = latest.current;
      const loaded = store.record;
      if (!valuesOf || loaded === undefined || loaded === null) return false;
      // Only the fields the record has are put back; its identity and version stay the loaded ones (a 409 when stale).
      const kept = Object.entries(fields).filter(
        ([name]) => name in (loaded as object) && !['_id', 'createdAt', 'updatedAt'].includes(name),
      );
      const restored = valuesOf({ ...(loaded as object), ...Object.fromEntries(kept) } as R);
      store.setValues(() => restored);
      return submitValues({ values: restored, successMessage });
    },
    [store, submitValues],
  );

  const { values, record, errors } = store;
  const required = requiredFields(rulesOf(store, options.rules), values, record);
  const errorCount = Object.keys(errors).length;
  const summary = errorCount > 0 ? fieldsNeedAttention(errorCount) : store.problem;
  return {
    values,
    set,
    setValues,
    baseline: store.baseline,
    record,
    status: store.status,
    error: store.loadError,
    dirty,
    errors,
    required,
    focusRequest: store.focusRequest,
    summary,
    setFieldError,
    reload,
    submit,
    restore,
    leave,
    store,
  };
}

/** The form's rules with those its bound inputs state (a rule the form gives for a field completes the input's). */
function rulesOf<V, R>(store: RecordFormStore<V, R>, given: FieldRules<V, R> | undefined): FieldRules<V, R> {
  const rules: Record<string, FieldRule<unknown, V, R>> = {};
  for (const [name, rule] of store.fieldRules) rules[name] = rule;
  for (const [name, rule] of Object.entries(given ?? {}) as Array<[string, FieldRule<unknown, V, R>]>)
    rules[name] = { ...rules[name], ...rule };
  return rules as FieldRules<V, R>;
}
