import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../i18n/use-messages';
import { useMessageText } from '../i18n/message-text';
import { Alert, Button, Card } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { PageHeader, type Crumb } from './PageHeader';
import { EditPresenceBanner } from './EditPresenceBanner';
import { RecordHistory } from './RecordHistory';
import { RecordUnavailable, type RecordUnavailableProps } from './RecordUnavailable';
import { FormErrorsContext, focusFirstInvalidField } from './form-errors-context';
import { createFormSaveGates, FormSaveGatesContext } from './form-save-gates';
import { useEditPresence } from './use-edit-presence';
import { fieldsNeedAttention, type RecordForm } from './use-record-form';
import { RecordFormContext, type RecordFormStore } from './record-form-store';
import { useService } from '../core/services-context';
import { Dialogs } from '../core/tokens';

export interface FormPageProps {
  title: string;
  breadcrumb?: Crumb[];
  children: ReactNode;
  /** The record form from `useRecordForm`: Save submits it. */
  form: Pick<RecordForm<unknown, unknown>, 'submit' | 'status' | 'error' | 'reload'> &
    Partial<Pick<RecordForm<unknown, unknown>, 'errors' | 'required' | 'focusRequest' | 'summary' | 'restore'>> & {
      /** The form's store: the bound inputs (`TextInput source=…`) inside read and write it. */
      store?: object;
    };
  /**
   * The list the form belongs to, stated once: the breadcrumb starts with it (`label`), and Cancel and the way
   * back from a missing record (`backLabel`) go to `path`. `breadcrumb`, `onCancel` and `unavailable` override.
   */
  list?: { path: string; label: string; backLabel?: string };
  /** Where Cancel goes; the list's path by default, else the page before. */
  onCancel?: () => void;
  /** Disables Save (a role that cannot write, a form still loading). */
  saveDisabled?: boolean;
  /** Extra content on the right of the header. */
  actions?: ReactNode;
  /**
   * What stands instead of the form while its record loads, when the load failed (with Retry) or when the
   * record no longer exists; its way back is the list's by default.
   */
  unavailable?: Omit<RecordUnavailableProps, 'loading' | 'error' | 'onRetry'>;
  /**
   * The record being edited, as the activity log names it: shows "History" (versions, restore, activity) in
   * the header, and who else is editing it above the form. Nothing while `id` is absent (a new record).
   */
  history?: { table: string; id: string | null | undefined };
}

/**
 * Header, the form in a card, and Cancel / Save at the bottom; or why the record is not there. Its
 * `FormField`s show the form's field errors and required marks; after a failed check the first field with
 * an error takes focus.
 */
export function FormPage({
  title,
  list,
  breadcrumb = list ? [{ label: list.label, path: list.path }, { label: title }] : undefined,
  children,
  form,
  onCancel: cancel,
  saveDisabled,
  actions,
  unavailable,
  history: historyOf,
}: FormPageProps) {
  const { t } = useMessages();
  const navigate = useNavigate();
  const backToList = list ? () => navigate(list.path) : undefined;
  const onCancel = cancel ?? backToList ?? (() => navigate(-1));
  const history = historyOf?.id ? { table: historyOf.table, id: historyOf.id } : undefined;
  const messageText = useMessageText();
  const formElement = useRef<HTMLFormElement>(null);
  const presence = useEditPresence(history, form.reload);
  const summaryElement = useRef<HTMLDivElement>(null);
  // The line counts the fields that show a message, as seen: one rule may stand for several (a section's cards).
  const [shownInvalid, setShownInvalid] = useState(0);
  useLayoutEffect(() => {
    setShownInvalid(formElement.current?.querySelectorAll('.bo-field-invalid').length ?? 0);
  }, [form.errors, form.focusRequest]);
  // Fields' own steps before Save (an image's alt text saved to the library); a refusal is shown on the field.
  const [gates] = useState(createFormSaveGates);
  const [gateRefusals, setGateRefusals] = useState(0);
  const fieldErrors = Object.keys(form.errors ?? {}).length;
  const summary =
    fieldErrors > 0
      ? fieldsNeedAttention(Math.max(shownInvalid, 1), t)
      : gateRefusals > 0
        ? fieldsNeedAttention(gateRefusals, t)
        : form.summary
          ? messageText(form.summary)
          : null;
  // Someone took this record over: its save would overwrite theirs, so it asks to reload instead.
  // While the fields' steps run (an image's alt text saved to the library), Save shows it is working and a
  // second press does nothing: on a slow line it otherwise looked as if Save had been missed.
  const [preparing, setPreparing] = useState(false);
  const runGates = async () => {
    setPreparing(true);
    try {
      return await gates.run();
    } finally {
      setPreparing(false);
    }
  };
  const save = async () => {
    if (presence.lost) return void presence.offerReload();
    if (preparing) return;
    setGateRefusals(0);
    if (gates.count > 0 && !(await runGates())) {
      // The fields show why once rendered; then the count and the focus follow them.
      requestAnimationFrame(() => {
        // Every refused gate is a field in need (its class may not be drawn yet on a busy machine).
        setGateRefusals(
          Math.max(formElement.current?.querySelectorAll('.bo-field-invalid').length ?? 0, gates.refused, 1),
        );
        focusFirstInvalidField(formElement.current);
      });
      return;
    }
    void form.submit();
  };
  useEffect(() => {
    if (!form.focusRequest) return;
    // The first field with a message; a problem no field shows: the summary line itself.
    if (formElement.current?.querySelector('.bo-field-invalid')) focusFirstInvalidField(formElement.current);
    else summaryElement.current?.focus();
  }, [form.focusRequest]);
  useSaveShortcut(() => {
    if (!saveDisabled && form.status === 'ready') void save();
  });
  if (unavailable && form.status !== 'ready') {
    return (
      <RecordUnavailable
        backLabel={list?.backLabel}
        onBack={backToList}
        {...unavailable}
        loading={form.status === 'loading'}
        error={form.status === 'failed' ? form.error : null}
        onRetry={() => void form.reload()}
      />
    );
  }
  return (
    <section>
      <PageHeader
        title={title}
        breadcrumb={breadcrumb}
        actions={
          history ? (
            <>
              {actions}
              <RecordHistory
                table={history.table}
                id={history.id}
                onRestore={
                  form.restore &&
                  ((revision) =>
                    void form.restore!(
                      revision.data,
                      t('Version {{version}} restored as a new version', { version: revision.version }),
                    ))
                }
              />
            </>
          ) : (
            actions
          )
        }
      />
      <EditPresenceBanner presence={presence} />
      <Card>
        <form
          ref={formElement}
          noValidate

          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {/* One line, not a dialog over the fields: it counts them, and the fields carry the messages. The
              wrapper is the live region (there before the text, so it is announced); the Alert is not a second one. */}
          <div ref={summaryElement} tabIndex={-1} role="alert" className="bo-form-summary">
            {summary && <Alert type="error" role="none" showIcon title={summary} style={{ marginBottom: 16 }} />}
          </div>
          <FormSaveGatesContext.Provider value={gates}>
            <FormErrorsContext.Provider value={{ errors: form.errors ?? {}, required: form.required ?? NO_FIELDS }}>
              <RecordFormContext.Provider value={(form.store as RecordFormStore<unknown, unknown> | undefined) ?? null}>
                {children}
              </RecordFormContext.Provider>
            </FormErrorsContext.Provider>
          </FormSaveGatesContext.Provider>
          <div className="bo-form-actions">
            <Button onClick={onCancel}>{t('Cancel')}</Button>
            {/* One label on every form, new record or not: the heading says Add or Edit. */}
            {/* Not antd's `loading`: it renames the button "loading Save" for screen readers and tests alike. */}
            <Button
              type="primary"
              htmlType="submit"
              disabled={saveDisabled}
              aria-busy={preparing}
              icon={preparing ? <LoadingOutlined spin aria-hidden /> : undefined}
            >
              {t('Save')}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}

const NO_FIELDS = new Set<string>();

/**
 * Ctrl+S (Cmd+S on a Mac) saves the open form wherever the focus is (the browser's "save page" is of no use
 * here); not while a dialog is open (a confirmation already asks, or a message waits to be read).
 */
function useSaveShortcut(save: () => void) {
  const dialogs = useService(Dialogs);
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 's')
        return;
      event.preventDefault();
      if (event.repeat || dialogs.current || dialogs.isBusy) return;
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dialogs]);
}
