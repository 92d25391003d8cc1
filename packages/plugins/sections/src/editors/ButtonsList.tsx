import { useContext, useId, type ReactNode } from 'react';
import { Button, Card, Input, Select, Space } from 'antd';
import { FormErrorsContext, useMessages } from '@backoffice/kernel';
import { newButton } from '../section-model';
import { BUTTON_VARIANTS, type SectionButton } from '@backoffice/contracts';

/** The stored values stay the site's (`_self`, `primary`…); the choices read as words (issue 34). */
const TARGETS: Array<{ value: SectionButton['target']; label: string }> = [
  { value: '_self', label: 'Same tab' },
  { value: '_blank', label: 'New tab' },
  { value: '_parent', label: 'Parent frame' },
  { value: '_top', label: 'Whole window' },
];
const VARIANTS = BUTTON_VARIANTS.map((value: SectionButton['variant']) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

/** A visible caption over one of a button's controls; the control's own aria-label (which contains it) names it. */
function Labelled({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 4, alignContent: 'start', minWidth: 0 }}>
      <span aria-hidden="true" style={{ fontSize: 12, opacity: 0.85 }}>
        {caption}
      </span>
      {children}
    </div>
  );
}

/**
 * A button's text: unlabelled like the other inputs of a button (its aria-label names it), but marked required
 * and showing its problem like a `FormField` named `name`.
 */
function ButtonText({
  name,
  number,
  value,
  onChange,
}: {
  name: string;
  number: number;
  value: string;
  onChange: (text: string) => void;
}) {
  const { t } = useMessages();
  const form = useContext(FormErrorsContext);
  // Messages are given in English (the draft's checks): read in the screen's catalog, as a FormField does.
  const given = form.errors[name];
  const message = given ? t(given) : given;
  const errorId = useId();
  return (
    <div
      className={message ? 'bo-field-invalid' : undefined}
      data-field={name}
      style={{ display: 'grid', gap: 6, alignContent: 'start', minWidth: 0 }}
    >
      <Input
        aria-label={t('Button {{number}} text', { number })}
        aria-required={form.required.has(name) || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        placeholder={t('Text')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {message && (
        <div id={errorId} className="bo-field-error">
          {message}
        </div>
      )}
    </div>
  );
}

/**
 * Edits a list of buttons (text, icon, url, target, variant, labels), shared by sections and cards. `name` is
 * the list's field name: the text of button i is the field `${name}.${i}.text`. A banner's buttons read as the
 * spec's banners do: 'Button Text*', URL, Target, Variant and labels (no icon: a stored one is kept).
 */
export function ButtonsList({
  buttons,
  onChange,
  label,
  name = 'buttons',
  banner = false,
}: {
  buttons: SectionButton[];
  onChange: (buttons: SectionButton[]) => void;
  label?: string;
  name?: string;
  banner?: boolean;
}) {
  const { t } = useMessages();
  const targets = TARGETS.map((target) => ({ ...target, label: t(target.label) }));
  const variants = VARIANTS.map((variant) => ({ ...variant, label: t(variant.label) }));
  const update = (index: number, patch: Partial<SectionButton>) =>
    onChange(buttons.map((button, position) => (position === index ? { ...button, ...patch } : button)));
  return (
    <div>
      <Space style={{ justifyContent: 'space-between', width: '100%', marginBottom: 8 }}>
        <strong>{label ?? t('Buttons')}</strong>
        <Button onClick={() => onChange([...buttons, newButton(buttons.length)])}>{t('Add Button')}</Button>
      </Space>
      {buttons.map((button, index) => (
        <Card
          key={index}
          size="small"
          title={t('Button {{number}}', { number: index + 1 })}
          style={{ marginBottom: 8 }}
          extra={
            <Button danger size="small" onClick={() => onChange(buttons.filter((_, position) => position !== index))}>
              {t('Remove')}
            </Button>
          }
        >
          {/* Text, icon and link on one row, target, variant and labels on the next (one column on phones). */}
          <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
            <Labelled caption={banner ? t('Button Text*') : t('Text')}>
              <ButtonText
                name={`${name}.${index}.text`}
                number={index + 1}
                value={button.text}
                onChange={(text) => update(index, { text })}
              />
            </Labelled>
            {!banner && (
              <Labelled caption={t('Icon')}>
                <Input
                  aria-label={t('Button {{number}} icon', { number: index + 1 })}
                  placeholder={t('e.g. arrow-right')}
                  value={button.icon}
                  onChange={(event) => update(index, { icon: event.target.value })}
                />
              </Labelled>
            )}
            <Labelled caption={t('URL')}>
              <Input
                aria-label={t('Button {{number}} url', { number: index + 1 })}
                placeholder={t('https://… or /page')}
                value={button.url}
                onChange={(event) => update(index, { url: event.target.value })}
              />
            </Labelled>
            <Labelled caption={t('Target')}>
              <Select
                aria-label={t('Button {{number}} target', { number: index + 1 })}
                style={{ width: '100%' }}
                value={button.target}
                options={targets}
                onChange={(target) => update(index, { target })}
              />
            </Labelled>
            <Labelled caption={t('Variant')}>
              <Select
                aria-label={t('Button {{number}} variant', { number: index + 1 })}
                style={{ width: '100%' }}
                value={button.variant}
                options={variants}
                onChange={(variant) => update(index, { variant })}
              />
            </Labelled>
            <Labelled caption={t('Labels')}>
              <Select
                aria-label={t('Button {{number}} labels', { number: index + 1 })}
                style={{ width: '100%' }}
                mode="tags"
                placeholder={t('Type and press Enter')}
                value={button.labels}
                onChange={(labels: string[]) => update(index, { labels })}
              />
            </Labelled>
          </div>
        </Card>
      ))}
    </div>
  );
}
