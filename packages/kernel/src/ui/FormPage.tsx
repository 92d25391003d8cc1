import type { ReactNode } from 'react';
import { Button, Card } from 'antd';
import { PageHeader, type Crumb } from './PageHeader';

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
}

/** Header, the form in a card, and Cancel / Save at the bottom. */
export function FormPage({ title, breadcrumb, children, onCancel, onSave, saveLabel = 'Save', saveDisabled, actions }: FormPageProps) {
  return (
    <section>
      <PageHeader title={title} breadcrumb={breadcrumb} actions={actions} />
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
