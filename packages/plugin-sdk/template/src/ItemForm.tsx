import {
  FormPage,
  TextAreaInput,
  TextInput,
  TranslationEditor,
  useLocation,
  useNavigate,
  useRecordForm,
  useService,
} from '@backoffice/plugin-sdk';
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
  const { values } = form;
  const title = editing ? 'Edit Item' : 'Add New Item';
  return (
    <FormPage
      title={title}
      breadcrumb={[{ label: '__TITLE__', path: LIST }, { label: title }]}
      form={form}
      onCancel={() => navigate(LIST)}
    >
      {/* Each field bound to its form value by name: it reads and writes it, and shows its message. */}
      <TextInput source="name" label="Name" maxLength={120} />
      <TextAreaInput source="notes" label="Notes" maxLength={2000} autoSize={{ minRows: 3 }} />
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
