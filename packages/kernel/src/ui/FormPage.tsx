import type { ReactNode } from 'react';
import { Button, Card } from 'antd';
import { PageHeader, type Crumb } from './PageHeader';
import { RecordHistory } from './RecordHistory';

export interface FormPageProps {
  title: ReactNode;
  breadcrumb?: Crumb[];
  children: ReactNode;
  onCancel: () => void;
  onSave: () => void;
  saveLabel?: string;
  /** Disables Save (a role that cannot write, a form still loading). */
  saveDisabled?: boolean;
  /** Extra content on the right of the header. */
  actions?: ReactNode;
  /** The record being edited, as the activity log names it: shows "History" in the header. */
  history?: { table: string; id: string };
}

/** Header, the form in a card, and Cancel / Save at the bottom. */
export function FormPage({ title, breadcrumb, children, onCancel, onSave, saveLabel = 'Save', saveDisabled, actions, history }: FormPageProps) {
  const headerActions = history ? (
    <>
      {actions}
      <RecordHistory table={history.table} id={history.id} />
    </>
  ) : actions;
  return (
    <section>
      <PageHeader title={title} breadcrumb={breadcrumb} actions={headerActions} />
      <Card>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          {children}
          <div className="bo-form-actions">
            <Button onClick={onCancel}>Cancel</Button>
            <Button type="primary" htmlType="submit" disabled={saveDisabled}>{saveLabel}</Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
