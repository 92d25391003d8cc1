import type { ReactNode } from 'react';
import { Input } from 'antd';

/**
 * A labelled form control: the label is tied to the control by `id`, so screen readers and tests find it.
 * A text `help` is shown as a quiet hint below; a node is shown as it is (e.g. a warning).
 */
export function FormField({ label, id, help, children }: { label: ReactNode; id: string; help?: ReactNode; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 6, marginBottom: 16, alignContent: 'start' }}>
      <label htmlFor={id} style={{ fontWeight: 500 }}>{label}</label>
      {children}
      {typeof help === 'string' ? <div style={{ opacity: 0.65, fontSize: 12 }}>{help}</div> : help}
    </div>
  );
}

export const ROW_HELP = 'If another item holds this row, it and the ones after it move down by one.';

/** The display order of an item on the public site: digits only (anything else is stripped as typed). */
export function RowField({ id, value, onChange, label = 'Row' }: { id: string; value: string; onChange: (row: string) => void; label?: string }) {
  return (
    <FormField label={label} id={id} help={ROW_HELP}>
      <Input id={id} inputMode="numeric" style={{ maxWidth: 160 }} value={value} maxLength={4} onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))} />
    </FormField>
  );
}
