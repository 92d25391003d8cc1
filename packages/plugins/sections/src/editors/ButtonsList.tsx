import { Button, Card, Input, Select, Space } from 'antd';
import { newButton } from '../section-model';
import type { SectionButton } from '../public';

const TARGETS = ['_self', '_blank', '_parent', '_top'] as const;
const VARIANTS = ['primary', 'secondary', 'tertiary', 'danger', 'warning', 'info', 'success'] as const;

/** Edits a list of buttons (text, icon, url, target, variant, labels), shared by sections and cards. */
export function ButtonsList({ buttons, onChange, label = 'Buttons' }: { buttons: SectionButton[]; onChange: (buttons: SectionButton[]) => void; label?: string }) {
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
            <Input aria-label={`Button ${index + 1} text`} placeholder="Text" value={button.text} onChange={(event) => update(index, { text: event.target.value })} />
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
