import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Card } from 'antd';
import { PageHeader, type Crumb } from './PageHeader';
import { RecordHistory } from './RecordHistory';
import { RecordUnavailable, type RecordUnavailableProps } from './RecordUnavailable';
import { FormErrorsContext, focusFirstInvalidField } from './form-errors-context';
import type { RecordForm } from './use-record-form';

export interface FormPageProps {
  title: ReactNode;
  breadcrumb?: Crumb[];
  children: ReactNode;
  /** The record form from `useRecordForm`: Save submits it. */
  form: Pick<RecordForm<unknown, unknown>, 'submit' | 'status' | 'error' | 'reload'> &
    Partial<Pick<RecordForm<unknown, unknown>, 'errors' | 'required' | 'focusRequest'>>;
  onCancel: () => void;
  saveLabel?: string;
  /** Disables Save (a role that cannot write, a form still loading). */
  saveDisabled?: boolean;
  /** Extra content on the right of the header. */
  actions?: ReactNode;
  /**
   * What stands instead of the form while its record loads, when the load failed (with Retry) or when the
   * record no longer exists.
   */
  unavailable?: Omit<RecordUnavailableProps, 'loading' | 'error' | 'onRetry'>;
  /** The record being edited, as the activity log names it: shows "History" in the header. */
  history?: { table: string; id: string };
}

/**
 * Header, the form in a card, and Cancel / Save at the bottom; or why the record is not there. Its
 * `FormField`s show the form's field errors and required marks; after a failed check the first field with
 * an error takes focus.
 */
export function FormPage({ title, breadcrumb, children, form, onCancel, saveLabel = 'Save', saveDisabled, actions, unavailable, history }: FormPageProps) {
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.focusRequest) focusFirstInvalidField(formElement.current);
  }, [form.focusRequest]);
  if (unavailable && form.status !== 'ready') {
    return (
      <RecordUnavailable
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
              <RecordHistory table={history.table} id={history.id} />
            </>
          ) : (
            actions
          )
        }
      />
      <Card>
        <form
          ref={formElement}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          <FormErrorsContext.Provider value={{ errors: form.errors ?? {}, required: form.required ?? NO_FIELDS }}>{children}</FormErrorsContext.Provider>
          <div className="bo-form-actions">
            <Button onClick={onCancel}>Cancel</Button>
            <Button type="primary" htmlType="submit" disabled={saveDisabled}>{saveLabel}</Button>
          </div>
        </form>
      </Card>
    </section>
  );
}

const NO_FIELDS = new Set<string>();
