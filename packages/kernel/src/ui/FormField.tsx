import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages';
import { useMessageText } from '../i18n/message-text';
import { Input } from 'antd';
import { useFormErrors } from './form-errors-context';

export interface FormFieldProps {
  label: ReactNode;
  id: string;
  help?: ReactNode;
  children: ReactNode;
  /** The form value this field edits: its rule marks it required and its error is shown here (see `useRecordForm`). */
  name?: string;
  /** Marks the field required without a form rule. */
  required?: boolean;
  /** A message to show on the field without a form rule. */
  error?: string | null;
}

/**
 * A labelled form control: the label is tied to the control by `id`, so screen readers and tests find it.
 * A required field has a star by its label; a field with a problem is outlined in red with the message
 * under it (and the control is marked invalid and described by it). A text `help` is shown as a quiet hint
 * below; a node is shown as it is (e.g. a warning).
 */
export function FormField({ label, id, help, children, name, required, error }: FormFieldProps) {
  const { t } = useMessages();
  const messageText = useMessageText();
  const form = useFormErrors();
  // Rules' messages are often declared outside the screen: read in the screen's catalog when shown (with their
  // numbers, through the template they were made from: i18n/message-text.ts).
  const given = error ?? (name ? form.errors[name] : undefined);
  const message = given ? messageText(given) : given;
  const isRequired = required ?? (name ? form.required.has(name) : false);
  const errorId = `${id}-error`;
  const control =
    isValidElement(children) && (message || isRequired)
      ? cloneElement(children as ReactElement<Record<string, unknown>>, {
          'aria-invalid': message ? true : undefined,
          'aria-required': isRequired || undefined,
          'aria-describedby': message ? errorId : undefined,
        })
      : children;
  return (
    <div className={message ? 'bo-field bo-field-invalid' : 'bo-field'} data-field={name}>
      <div className="bo-field-label">
        <label htmlFor={id} style={{ fontWeight: 500 }}>
          {label}
        </label>
        {isRequired && (
          <span className="bo-required" aria-hidden="true" title={t('Required')}>
            *
          </span>
        )}
      </div>
      {control}
      {message && (
        <div id={errorId} className="bo-field-error">
          {message}
        </div>
      )}
      {typeof help === 'string' ? <div style={{ opacity: 0.65, fontSize: 12 }}>{help}</div> : help}
    </div>
  );
}

export const ROW_HELP = 'If another item holds this row, it and the ones after it move down by one.';

/** The display order of an item on the public site: digits only (anything else is stripped as typed). */
export function RowField({
  id,
  value,
  onChange,
  label,
  name,
}: {
  id: string;
  value: string;
  onChange: (row: string) => void;
  label?: string;
  name?: string;
}) {
  const { t } = useMessages();
  return (
    <FormField label={label ?? t('Row')} id={id} help={t(ROW_HELP)} name={name}>
      <Input
        id={id}
        inputMode="numeric"
        style={{ maxWidth: 160 }}
        value={value}
        maxLength={4}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
    </FormField>
  );
}
