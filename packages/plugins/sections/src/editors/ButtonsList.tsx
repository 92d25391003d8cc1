import { useContext, useId } from 'react';
import { Button, Card, Input, Select, Space } from 'antd';
import { FormErrorsContext } from '@backoffice/kernel';
import { newButton } from '../section-model';
import type { SectionButton } from '../public';

const TARGETS = ['_self', '_blank', '_parent', '_top'] as const;
const VARIANTS = ['primary', 'secondary', 'tertiary', 'danger', 'warning', 'info', 'success'] as const;

/**
 * A button's text: unlabelled like the other inputs of a button (its aria-label names it), but marked required
 * and showing its problem like a `FormField` named `name`.
 */
function ButtonText({ name, number, value, onChange }: { name: string; number: number; value: string; onChange: (text: string) => void }) {
  const form = useContext(FormErrorsContext);
  const message = form.errors[name];
  const errorId = useId();
  return (
    <div className={message ? 'bo-field-invalid' : undefined} data-field={name} style={{ display: 'grid', gap: 6, alignContent: 'start', minWidth: 0 }}>
      <Input
        aria-label={`Button ${number} text`}
        aria-required={form.required.has(name) || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        placeholder="Text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {message && <div id={errorId} className="bo-field-error">{message}</div>}
    </div>
  );
}

/**
 * Edits a list of buttons (text, icon, url, target, variant, labels), shared by sections and cards. `name` is
 * the list's field name: the text of button i is the field `${name}.${i}.text`.
 */
export function ButtonsList({ buttons, onChange, label = 'Buttons', name = 'buttons' }: { buttons: SectionButton[]; onChange: (buttons: SectionButton[]) => void; label?: string; name?: string }) {
  const update = (index: number, patch: Partial<SectionButton>) =>
    onChange(buttons.map((button, position) => (position === index ? { ...button, ...patch } : button)));
  return (
    <div>
      <Space style={{ justifyContent: 'space-between', width: '100%', marginBottom: 8 }}>
        <strong>{label}</strong>
        <Button onClick={() => onChange([...buttons, newButton(buttons.length)])}>Add Button</Button>
      </Space>
      {buttons.map((button, index) => (
        <Card key={index} size="small" title={`Button ${index + 1}`} style={{ marginBottom: 8 }}
          extra={<Button danger size="small" onClick={() => onChange(buttons.filter((_, position) => position !== index))}>Remove</Button>}>
          {/* Text, icon and link on one row, target, variant and labels on the next (one column on phones). */}
          <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
            <ButtonText name={`${name}.${index}.text`} number={index + 1} value={button.text} onChange={(text) => update(index, { text })} />
            <Input aria-label={`Button ${index + 1} icon`} placeholder="Icon" value={button.icon} onChange={(event) => update(index, { icon: event.target.value })} />
            <Input aria-label={`Button ${index + 1} url`} placeholder="URL" value={button.url} onChange={(event) => update(index, { url: event.target.value })} />
            <Select aria-label={`Button ${index + 1} target`} style={{ width: '100%' }} value={button.target} options={TARGETS.map((value) => ({ value, label: value }))} onChange={(target) => update(index, { target })} />
            <Select aria-label={`Button ${index + 1} variant`} style={{ width: '100%' }} value={button.variant} options={VARIANTS.map((value) => ({ value, label: value }))} onChange={(variant) => update(index, { variant })} />
            <Select aria-label={`Button ${index + 1} labels`} style={{ width: '100%' }} mode="tags" placeholder="Labels" value={button.labels} onChange={(labels: string[]) => update(index, { labels })} />
          </div>
        </Card>
      ))}
    </div>
  );
}
