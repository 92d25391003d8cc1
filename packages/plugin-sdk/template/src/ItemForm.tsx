import {
  FormField,
  FormPage,
  TranslationEditor,
  useLocation,
  useNavigate,
  useRecordForm,
  useService,
} from '@backoffice/plugin-sdk';
import { Input } from 'antd';
import { useId } from 'react';
import { TRANSLATIONS_KIND, type Item, type ItemInput } from './api';
import { ItemsApiToken } from './tokens';

const LIST = '/__ID__';

function inputOf(values: ItemInput): ItemInput {
  return { name: values.name.trim(), notes: values.notes.trim() };
}

/** /__ID__/edit: adds an item, or edits the one passed in the navigation state (with its version). */
export default function ItemForm() {
  const api = useService(ItemsApiToken);
  const navigate = useNavigate();
  const editing = ((useLocation().state ?? {}) as { item?: Item }).item;
  const ids = { name: useId(), notes: useId() };
  const form = useRecordForm({
    initial: (): ItemInput => ({ name: editing?.name ?? '', notes: editing?.notes ?? '' }),
    comparable: inputOf,
    validate: (values, { dirty }) => {
      if (!inputOf(values).name) return 'The name is required';
      if (editing && !dirty) return 'No changes made';
      return null;
    },
    save: (values) => (editing ? api.edit(editing, inputOf(values)) : api.add(inputOf(values))),
    failureMessage: 'The item could not be saved. Please try again.',
    done: () => navigate(LIST),
    onStale: 'leave',
  });
  const { values, set } = form;
  const title = editing ? 'Edit Item' : 'Add New Item';
  return (
    <FormPage
      title={title}
      breadcrumb={[{ label: '__TITLE__', path: LIST }, { label: title }]}
      form={form}
      onCancel={() => navigate(LIST)}
    >
      <FormField label="Name" id={ids.name}>
        <Input
          id={ids.name}
          value={values.name}
          maxLength={120}
          onChange={(event) => set('name', event.target.value)}
        />
      </FormField>
      <FormField label="Notes" id={ids.notes}>
        <Input.TextArea
          id={ids.notes}
          value={values.notes}
          maxLength={2000}
          autoSize={{ minRows: 3 }}
          onChange={(event) => set('notes', event.target.value)}
        />
      </FormField>
      {/* The item in the site's other languages (shown when CONTENT_LOCALES names several): each saved on its own. */}
      <TranslationEditor
        kind={TRANSLATIONS_KIND}
        id={editing?._id}
        fields={[
          { name: 'name', label: 'Name', defaultText: values.name, maxLength: 120 },
          { name: 'notes', label: 'Notes', defaultText: values.notes, multiline: true, maxLength: 2000 },
        ]}
      />
    </FormPage>
  );
}
