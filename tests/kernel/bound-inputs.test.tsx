import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import {
  definePlugin,
  FormPage,
  Http,
  SelectInput,
  SwitchInput,
  TextAreaInput,
  TextInput,
  useNavigate,
  useRecordForm,
  useSearchParams,
  useService,
} from '@backoffice/kernel';
import { FakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';

/** A contract's body schema, as @backoffice/contracts declares them: the form takes its rules from it. */
const NoteBody = Type.Object({
  title: Type.String({ maxLength: 20 }),
  body: Type.Optional(Type.String({ maxLength: 100 })),
  pinned: Type.Boolean(),
});

interface Note {
  _id: string;
  title: string;
  body: string;
  pinned: boolean;
  updatedAt: string;
}
type Values = Omit<Note, '_id' | 'updatedAt'>;

/** A form that states each field once: a bound input by name, its rules from the schema. */
function NoteForm() {
  const http = useService(Http);
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  const form = useRecordForm<Values, Note>({
    initial: { title: '', body: '', pinned: false },
    load: id ? () => http.get<Note>(`/notes/${id}`) : undefined,
    valuesOf: (note) => ({ title: note.title, body: note.body, pinned: note.pinned }),
    schema: NoteBody,
    save: (values) => http.post('/notes', values),
    failureMessage: 'The note could not be saved.',
    done: () => navigate('/notes'),
  });
  return (
    <FormPage title="Note" form={form} onCancel={() => navigate('/notes')}>
      <TextInput source="title" label="Title" />
      <TextAreaInput source="body" label="Body" />
      <SwitchInput source="pinned" label="Pinned" />
      <p>{form.dirty ? `Unsaved: ${form.values.title}` : 'No changes'}</p>
    </FormPage>
  );
}

/** A choice not made yet: the form's value is ''. */
function KindForm() {
  const navigate = useNavigate();
  const form = useRecordForm<{ kind: string }, Note>({
    initial: { kind: '' },
    save: async () => ({}),
    failureMessage: 'The kind could not be saved.',
    done: () => navigate('/notes'),
  });
  return (
    <FormPage title="Kind" form={form} onCancel={() => navigate('/notes')}>
      <SelectInput
        source="kind"
        label="Kind"
        placeholder="Choose a kind"
        options={[
          { value: 'home', label: 'Home' },
          { value: 'work', label: 'Work' },
        ]}
      />
      <p>{`Kind: ${form.values.kind}`}</p>
    </FormPage>
  );
}

const plugin = definePlugin({
  id: 'notes',
  routes: [
    { path: '/notes/kind', screen: async () => ({ default: KindForm }) },
    { path: '/notes/edit', screen: async () => ({ default: NoteForm }) },
    { path: '/notes', screen: async () => ({ default: () => <p>The notes</p> }) },
  ],
});
const ok = (data: unknown) => [200, { success: true, data }] as [number, unknown];
const note: Note = { _id: 'n1', title: 'Groceries', body: 'Milk', pinned: true, updatedAt: '2026-11-01T08:00:00.000Z' };

describe('bound inputs (TextInput source=…)', () => {
  it("shows the loaded record's values, and typing changes the form's values", async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('get', '/notes/:id', ok(note)).on('post', '/notes', ok({}));
    await renderApp({ plugins: [plugin], api, path: '/notes/edit?id=n1' });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveValue('Groceries'));
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveValue('Milk');
    expect(screen.getByRole('switch', { name: 'Pinned' })).toBeChecked();
    expect(screen.getByText('No changes')).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Errands');
    expect(title).toHaveValue('Errands');
    expect(screen.getByText('Unsaved: Errands')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Pinned' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The notes')).toBeInTheDocument();
    expect(api.callsTo('post', '/notes')[0].body).toEqual({ title: 'Errands', body: 'Milk', pinned: false });
  });

  it('a field the schema requires is marked, and left empty it shows its message, linked to it; nothing is saved', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('post', '/notes', ok({}));
    await renderApp({ plugins: [plugin], api, path: '/notes/edit' });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('aria-required', 'true');
    // Optional in the schema: not required.
    expect(screen.getByRole('textbox', { name: 'Body' })).not.toHaveAttribute('aria-required');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('1 field needs attention.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Please fill in this field');
    await waitFor(() => expect(title).toHaveFocus());
    expect(api.callsTo('post', '/notes')).toHaveLength(0);
    // Typing takes the message away.
    await user.type(title, 'Call the bank');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please fill in this field')).not.toBeInTheDocument();
  });

  it('takes the maximum length from the schema', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [plugin], api: new FakeApi(), path: '/notes/edit' });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('maxlength', '20');
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveAttribute('maxlength', '100');
    await user.type(title, 'a title longer than twenty characters');
    expect(title).toHaveValue('a title longer than ');
  });

  it("a SelectInput whose value is empty ('') shows its placeholder, and choosing sets the value", async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [plugin], api: new FakeApi(), path: '/notes/kind' });
    const kind = await screen.findByRole('combobox', { name: 'Kind' });
    expect(screen.getByText('Choose a kind')).toBeInTheDocument();
    await user.click(kind);
    await user.click(await screen.findByTitle('Work'));
    expect(screen.getByText('Kind: work')).toBeInTheDocument();
    expect(screen.queryByText('Choose a kind')).not.toBeInTheDocument();
  });
});

/** A text area that counts its characters and grows with its text. */
function CountedNoteForm() {
  const http = useService(Http);
  const navigate = useNavigate();
  const form = useRecordForm<Values, Note>({
    initial: { title: '', body: '', pinned: false },
    schema: NoteBody,
    save: (values) => http.post('/notes', values),
    failureMessage: 'The note could not be saved.',
    done: () => navigate('/notes'),
  });
  return (
    <FormPage title="Note" form={form} onCancel={() => navigate('/notes')}>
      <TextAreaInput source="body" label="Body" showCount autoSize={{ minRows: 2, maxRows: 5 }} />
    </FormPage>
  );
}

const countedPlugin = definePlugin({
  id: 'counted-notes',
  routes: [{ path: '/counted-notes/new', screen: async () => ({ default: CountedNoteForm }) }],
});

describe('TextAreaInput showCount', () => {
  it('shows the characters typed against the maximum length', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [countedPlugin], api: new FakeApi(), path: '/counted-notes/new' });
    const body = await screen.findByRole('textbox', { name: 'Body' });
    expect(screen.getByText('0 / 100')).toBeInTheDocument();
    await user.type(body, 'Milk');
    expect(body).toHaveValue('Milk');
    expect(screen.getByText('4 / 100')).toBeInTheDocument();
  });
});
