import { useCallback, useEffect, useRef, useState } from 'react';
import { englishText, useMessages, type Translate } from '../i18n/use-messages';
import { errorMessage } from '../core/http';
import { checkFields, requiredFields, type FieldErrors, type FieldRules } from './field-rules';
import { useFormFlow } from './use-form-flow';
import { useUnsavedChanges } from './use-unsaved-changes';

export type RecordStatus = 'loading' | 'ready' | 'missing' | 'failed';

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
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

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
export function useRecordForm<V, R = never, S = unknown>(options: RecordFormOptions<V, R, S>): RecordForm<V, R> {
  const runFlow = useFormFlow();
  const { t } = useMessages();
  const translate = useRef(t);
  translate.current = t;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  // The form's own problem (its `validate` message) when no field shows one; it goes with the next change.
  const [problem, setProblem] = useState<string | null>(null);
  const [baseline, setBaseline] = useState<V>(options.initial);
  const [values, setValuesState] = useState<V>(baseline);
  const [record, setRecord] = useState<R | undefined>(undefined);
  const [status, setStatus] = useState<RecordStatus>(options.load ? 'loading' : 'ready');
  const [error, setError] = useState<string | null>(null);
  // The latest options, so the loader and the flow's steps always see the current render's values.
  const latest = useRef(options);
  latest.current = options;

  const reload = useCallback(async () => {
    const { load, valuesOf, loadFailureMessage } = latest.current;
    if (!load) return;
    // A reload of a record on screen (after a 409) keeps the form visible until the answer.
    setStatus((current) => (current === 'ready' ? 'ready' : 'loading'));
    setError(null);
    try {
      const loaded = await load();
      setRecord(loaded);
      if (loaded !== undefined && valuesOf) {
        const next = valuesOf(loaded);
        setBaseline(next);
        setValuesState(next);
      }
      setStatus(loaded === undefined ? 'missing' : 'ready');
    } catch (failure) {
      setError(errorMessage(failure, loadFailureMessage ?? translate.current('Failed to load. Please try again.')));
      setStatus('failed');
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const comparable = options.comparable ?? ((value: V) => value);
  const dirty = Boolean(options.changedElsewhere) || !same(comparable(values), comparable(baseline));
  const { leave } = useUnsavedChanges(dirty);

  // What the flow's steps read when Save is pressed.
  const current = useRef({ values, dirty, baseline, record });
  current.current = { values, dirty, baseline, record };

  const setValues = useCallback((update: (current: V) => V) => setValuesState(update), []);
  const set = useCallback(
    <K extends keyof V>(key: K, value: V[K]) => setValuesState((current) => ({ ...current, [key]: value })),
    [],
  );

  // A field's message goes once its value changes (the person is fixing it).
  const shownFor = useRef(values);
  useEffect(() => {
    const before = shownFor.current;
    shownFor.current = values;
    if (!same(before, values)) setProblem(null);
    setErrors((current) => {
      const changed = Object.keys(current).filter(
        (name) => !same(before[name as keyof V], values[name as keyof V]) && name in (values as object),
      );
      if (changed.length === 0) return current;
      const next = { ...current };
      for (const name of changed) delete next[name];
      return next;
    });
  }, [values]);

  const setFieldError = useCallback((name: string, message: string) => {
    setErrors((current) => ({ ...current, [name]: message }));
    setFocusRequest((count) => count + 1);
  }, []);

  const submitValues = useCallback(
    async (given?: { values: V; successMessage: string }) => {
      const steps = latest.current;
      const stale = steps.onStale === false ? undefined : (steps.onStale ?? (steps.load ? 'reload' : undefined));
      const typed = given ? given.values : current.current.values;
      const loaded = current.current.record;
      // The checks see the values being saved (a restore's, not those typed).
      const comparable = steps.comparable ?? ((value: V) => value);
      const state = given
        ? { ...current.current, values: typed, dirty: !same(comparable(typed), comparable(current.current.baseline)) }
        : current.current;
      const broken = checkFields(typed, steps.rules, loaded);
      setErrors(broken);
      // No dialog over the fields: the messages stand on them, the summary at the top counts them, and the
      // first of them takes focus (FormPage). A problem no field shows is the summary itself.
      const formProblem = Object.keys(broken).length > 0 ? null : (steps.validate?.(typed, state) ?? null);
      setProblem(formProblem);
      if (Object.keys(broken).length > 0 || formProblem) {
        setFocusRequest((count) => count + 1);
        return false;
      }
      return runFlow<S>({
        confirm: typeof steps.confirm === 'function' ? steps.confirm(loaded) : steps.confirm,
        save: () => steps.save(typed, loaded),
        failureMessage: steps.failureMessage,
        successMessage: given ? given.successMessage : steps.successMessage,
        onFieldError: (field, message) => {
          const name = latest.current.serverFields?.[field] ?? field;
          if (name in (current.current.values as object)) setFieldError(name, message);
        },
        onSaved: (result) => {
          if (latest.current.onSaved?.(result) === false) return;
          leave(latest.current.done);
        },
        onStale:
          stale === 'reload' ? () => void reload() : stale === 'leave' ? () => leave(latest.current.done) : undefined,
      });
    },
    [runFlow, reload, leave, setFieldError],
  );

  const submit = useCallback(() => submitValues(), [submitValues]);

  const restore = useCallback(
    async (fields: Record<string, unknown>, successMessage: string) => {
      const { valuesOf } = latest.current;
      const loaded = current.current.record;
      if (!valuesOf || loaded === undefined || loaded === null) return false;
      // Only the fields the record has are put back; its identity and version stay the loaded ones (a 409 when stale).
      const kept = Object.entries(fields).filter(
        ([name]) => name in (loaded as object) && !['_id', 'createdAt', 'updatedAt'].includes(name),
      );
      const restored = valuesOf({ ...(loaded as object), ...Object.fromEntries(kept) } as R);
      setValuesState(restored);
      return submitValues({ values: restored, successMessage });
    },
    [submitValues],
  );

  const required = requiredFields(options.rules, values, record);
  const errorCount = Object.keys(errors).length;
  const summary = errorCount > 0 ? fieldsNeedAttention(errorCount) : problem;
  return {
    values,
    set,
    setValues,
    baseline,
    record,
    status,
    error,
    dirty,
    errors,
    required,
    focusRequest,
    summary,
    setFieldError,
    reload,
    submit,
    restore,
    leave,
  };
}
