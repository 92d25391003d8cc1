import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Input, InputNumber, Select, Switch } from 'antd';
import { useMessages } from '../i18n/use-messages';
import { FormField, ROW_HELP } from './FormField';
import type { FieldRule } from './field-rules';
import { useRecordFormStore, type RecordFormStore } from './record-form-store';

/** What every bound input takes: the field it edits, its label, and its rule when the schema's is not enough. */
export interface BoundInputProps {
  /** The name of the form value it reads and writes (and of the field in the contract's schema). */
  source: string;
  label: ReactNode;
  help?: ReactNode;
  /** The control's id (one is made up otherwise): the label is tied to it. */
  id?: string;
  /**
   * The message shown when the field is left empty: the field is required. By default a field the form's schema
   * requires is, with a generic message; false: not required, whatever the schema says.
   */
  required?: string | false;
  /** A further check of a filled value: the message shown on the field, or null when it is fine. */
  check?: (value: never, values: never) => string | null | undefined;
  disabled?: boolean;
  style?: CSSProperties;
}

interface BoundField {
  store: RecordFormStore<unknown, unknown>;
  id: string;
  value: unknown;
  set: (value: unknown) => void;
  /** The field's limits from the schema. */
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** The labelled field around the control. */
  field: (control: ReactNode) => ReactNode;
}

/** The form store, the field's rule (registered while on screen), its value and its labelled frame. */
function useBoundField({ source, label, help, id: givenId, required, check }: BoundInputProps): BoundField {
  const { t } = useMessages();
  const store = useRecordFormStore();
  const madeId = useId();
  const id = givenId ?? madeId;
  const schema = store.schemaField(source);
  const requiredMessage = required ?? (schema.required ? t('Please fill in this field') : false);
  const latestCheck = useRef(check);
  latestCheck.current = check;
  const hasCheck = Boolean(check);
  useEffect(() => {
    if (!requiredMessage && !hasCheck) return;
    const rule: FieldRule<unknown, unknown, unknown> = {
      required: requiredMessage,
      check: hasCheck ? (value, values) => latestCheck.current?.(value as never, values as never) : undefined,
    };
    return store.register(source, rule);
  }, [store, source, requiredMessage, hasCheck]);
  return {
    store,
    id,
    value: store.valueAt(source),
    set: (value) => store.setValues((current) => ({ ...(current as object), [source]: value })),
    maxLength: schema.maxLength,
    minimum: schema.minimum,
    maximum: schema.maximum,
    field: (control) => (
      <FormField
        label={label}
        id={id}
        help={help}
        name={source}
        required={requiredMessage ? true : undefined}
        error={store.errors[source] ?? null}
      >
        {control}
      </FormField>
    ),
  };
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** What a text control bound to its field takes: its id, the typed text, the length limit, the change. */
function textControl(
  bound: BoundField,
  props: Pick<BoundInputProps, 'disabled' | 'style'> & { maxLength?: number; placeholder?: string },
  clean: (typed: string) => string = (typed) => typed,
) {
  return {
    id: bound.id,
    placeholder: props.placeholder,
    disabled: props.disabled,
    style: props.style,
    value: text(bound.value),
    maxLength: props.maxLength ?? bound.maxLength,
    onChange: (event: { target: { value: string } }) => bound.set(clean(event.target.value)),
  };
}

/** A one-line text field bound to the form's `source` value; its maximum length is the schema's unless given. */
export const TextInput = observer(function TextInput(
  props: BoundInputProps & { maxLength?: number; placeholder?: string; type?: string; autoComplete?: string },
) {
  const bound = useBoundField(props);
  return bound.field(<Input type={props.type} autoComplete={props.autoComplete} {...textControl(bound, props)} />);
});

/**
 * A multi-line text field bound to the form's `source` value; its maximum length is the schema's unless given.
 * `showCount` shows the characters typed (against the maximum); `autoSize` grows it with its text.
 */
export const TextAreaInput = observer(function TextAreaInput(
  props: BoundInputProps & {
    maxLength?: number;
    rows?: number;
    placeholder?: string;
    showCount?: boolean;
    autoSize?: boolean | { minRows?: number; maxRows?: number };
  },
) {
  const bound = useBoundField(props);
  return bound.field(
    <Input.TextArea
      rows={props.autoSize ? undefined : (props.rows ?? 4)}
      showCount={props.showCount}
      autoSize={props.autoSize}
      {...textControl(bound, props)}
    />,
  );
});

/** A number field bound to the form's `source` value (a number, or null when empty); bounds from the schema. */
export const NumberInput = observer(function NumberInput(props: BoundInputProps & { min?: number; max?: number }) {
  const bound = useBoundField(props);
  return bound.field(
    <InputNumber
      id={bound.id}
      disabled={props.disabled}
      style={props.style}
      min={props.min ?? bound.minimum}
      max={props.max ?? bound.maximum}
      value={typeof bound.value === 'number' ? bound.value : null}
      onChange={(value) => bound.set(value ?? null)}
    />,
  );
});

/**
 * The display order of an item on the public site, bound to the form's `source` value (kept as the typed text:
 * digits only, anything else is stripped as typed). Labelled "Row" unless told.
 */
export const RowInput = observer(function RowInput(props: Omit<BoundInputProps, 'label'> & { label?: ReactNode }) {
  const { t } = useMessages();
  const bound = useBoundField({ ...props, label: props.label ?? t('Row'), help: props.help ?? t(ROW_HELP) });
  return bound.field(
    <Input
      inputMode="numeric"
      {...textControl(bound, { ...props, maxLength: 4 }, (typed) => typed.replace(/\D/g, ''))}
      style={{ maxWidth: 160, ...props.style }}
    />,
  );
});

/** A choice among `options`, bound to the form's `source` value (an empty text or null: none chosen yet). */
export const SelectInput = observer(function SelectInput(
  props: BoundInputProps & {
    options: Array<{ value: string | number; label: ReactNode }>;
    placeholder?: string;
    allowClear?: boolean;
  },
) {
  const bound = useBoundField(props);
  return bound.field(
    <Select
      id={bound.id}
      disabled={props.disabled}
      style={props.style}
      placeholder={props.placeholder}
      allowClear={props.allowClear}
      options={props.options}
      // Nothing chosen yet (null or an empty text): the placeholder shows.
      value={bound.value === '' || bound.value === null ? undefined : (bound.value as string | number | undefined)}
      onChange={(value) => bound.set(value ?? '')}
    />,
  );
});

/** An on/off switch bound to the form's boolean `source` value. */
export const SwitchInput = observer(function SwitchInput(props: BoundInputProps) {
  const bound = useBoundField({ ...props, required: props.required ?? false });
  return bound.field(
    <Switch id={bound.id} disabled={props.disabled} checked={Boolean(bound.value)} onChange={bound.set} />,
  );
});
