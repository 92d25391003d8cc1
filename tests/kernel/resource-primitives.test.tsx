import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AddButton,
  DeleteButton,
  definePlugin,
  FormPage,
  Http,
  ListPage,
  useListController,
  useLocation,
  useNavigate,
  useRecordForm,
  useSearchParams,
  useService,
} from '@backoffice/kernel';
import { FakeApi } from '../support/fake-api';
import { adminFixture } from '../support/fixtures';
import { renderApp } from '../support/render-app';
import { dialogButton, expectDialog } from '../support/dialogs-and-files';

interface Thing {
  _id: string;
  name: string;
  updatedAt: string;
}

const things: Thing[] = Array.from({ length: 12 }, (_, index) => ({
  _id: `t${index + 1}`,
  name: `Thing ${index + 1}`,
  updatedAt: 'v1',
}));

/** The calls of the test screens, on the kernel's Http (fake paths have no contract). */
function useThingsApi() {
  const http = useService(Http);
  return {
    list: () => http.get<Thing[]>('/things'),
    page: (page: number, pageSize: number, q: string) =>
      http.get<{ rows: Thing[]; total: number }>('/paged', { page, pageSize, q }),
    remove: (id: string) => http.delete(`/things/${id}`),
    edit: (id: string, body: unknown) => http.put(`/things/${id}`, body),
  };
}

function ThingsList() {
  const api = useThingsApi();
  const navigate = useNavigate();
  const list = useListController<Thing>({
    load: api.list,
    pageSize: 5,
    searchIn: (thing) => [thing.name],
    failureMessage: 'Failed to load the things.',
    remove: {
      confirm: (thing) => `${thing.name} will be deleted.`,
      title: 'Delete this thing?',
      okText: 'Delete',
      danger: true,
      run: (thing) => api.remove(thing._id),
      failureMessage: 'The thing could not be deleted.',
    },
  });
  return (
    <ListPage<Thing>
      title="Things"
      actions={<AddButton onClick={() => navigate('/edit?id=new')} />}
      list={list}
      search="Search things"
      columns={[{ title: 'Name', key: 'name', render: (_v, thing) => thing.name }]}
      rowKey={(thing) => thing._id}
      rowActionsPermission="content:write"
      rowActions={(thing) => <DeleteButton name={thing.name} onClick={() => void list.remove(thing)} />}
      emptyText="No things yet."
      noMatchText="No thing matches your search."
    />
  );
}

/** The list screen with its address shown, to see the search and page kept there. */
function ThingsListWithAddress() {
  const { search } = useLocation();
  return (
    <>
      <ThingsList />
      <output aria-label="Address">{decodeURIComponent(search.replace(/\+/g, ' '))}</output>
    </>
  );
}

function PagedList() {
  const api = useThingsApi();
  const list = useListController<Thing>({ loadPage: api.page, pageSize: 5, failureMessage: 'Failed.' });
  return (
    <ListPage<Thing>
      title="Paged"
      list={list}
      search="Search paged"
      columns={[{ title: 'Name', key: 'name', render: (_v, thing) => thing.name }]}
      rowKey={(thing) => thing._id}
      emptyText="Empty."
    />
  );
}

function ThingForm() {
  const api = useThingsApi();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const form = useRecordForm<{ name: string }, Thing>({
    initial: { name: '' },
    load: async () => (await api.list()).find((thing) => thing._id === id),
    valuesOf: (thing) => ({ name: thing.name }),
    loadFailureMessage: 'Failed to load the thing.',
    comparable: (values) => values.name.trim(),
    validate: (values, { dirty }) => (!values.name.trim() ? 'Name is required' : dirty ? null : 'No changes made'),
    confirm: (thing) => `Save ${thing?.name}?`,
    save: (values, thing) => api.edit(thing!._id, { name: values.name.trim(), updatedAt: thing!.updatedAt }),
    failureMessage: 'The thing could not be saved.',
    done: () => navigate('/things'),
  });
  return (
    <FormPage
      title="Edit thing"
      list={{ path: '/things', label: 'Things', backLabel: 'Back to things' }}
      form={form}
      unavailable={{ missingTitle: 'This thing no longer exists' }}
    >
      <label>
        Name <input value={form.values.name} onChange={(event) => form.set('name', event.target.value)} />
      </label>
    </FormPage>
  );
}

const plugin = definePlugin({
  id: 'primitives',
  routes: [
    { path: '/things', screen: async () => ({ default: ThingsList }) },
    { path: '/things-address', screen: async () => ({ default: ThingsListWithAddress }) },
    { path: '/paged', screen: async () => ({ default: PagedList }) },
    { path: '/edit', screen: async () => ({ default: ThingForm }) },
  ],
});

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
const ok = (data: unknown) => [200, { success: true, data }] as [number, unknown];

describe('list primitive (useListController + ListPage)', () => {
  it('loads, pages in the browser and searches from page 1, with the empty and no-match texts', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [plugin], api: new FakeApi().on('get', '/things', ok(things)), path: '/things' });
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
    expect(names()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(names()[0]).toContain('Thing 11');
    await user.type(screen.getByPlaceholderText('Search things'), 'thing 1');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.type(screen.getByPlaceholderText('Search things'), 'zzz');
    expect(await screen.findByText('No thing matches your search.')).toBeInTheDocument();
    document.body.innerHTML = '';
    await renderApp({ plugins: [plugin], api: new FakeApi().on('get', '/things', ok([])), path: '/things' });
    expect(await screen.findByText('No things yet.')).toBeInTheDocument();
  });

  it('shows a failed load with Retry, and Retry loads again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const api = new FakeApi().on('get', '/things', () =>
      ++calls === 1 ? [500, { success: false, message: 'Database unavailable' }] : ok(things),
    );
    await renderApp({ plugins: [plugin], api, path: '/things' });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('deletes through the confirmation, then reloads; cancelling sends nothing; a failure says so', async () => {
    const user = userEvent.setup();
    let deletes = 0;
    const api = new FakeApi()
      .on('get', '/things', ok(things))
      .on('delete', '/things/:id', () =>
        ++deletes === 2 ? [409, { success: false, message: 'Still in use' }] : [200, { success: true }],
      );
    await renderApp({ plugins: [plugin], api, path: '/things' });
    await user.click(await screen.findByRole('button', { name: 'Delete Thing 2' }));
    expect(await screen.findByText('Thing 2 will be deleted.')).toBeInTheDocument();
    await user.click(dialogButton('Cancel'));
    expect(api.callsTo('delete', '/things/t2')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Thing 2' }));
    await user.click(dialogButton('Delete'));
    await waitFor(() => expect(api.callsTo('delete', '/things/t2')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('get', '/things')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Delete Thing 3' }));
    await user.click(dialogButton('Delete'));
    await expectDialog('Still in use');
    expect(api.callsTo('get', '/things')).toHaveLength(2);
  });

  it('hides the row actions and Add New from a role that cannot write', async () => {
    const viewer = adminFixture({
      _id: 'v1',
      FName: 'Vera',
      LName: 'Viewer',
      email: 'viewer@example.com',
      role: 'viewer',
      permissions: ['read'],
    });
    await renderApp({
      plugins: [plugin],
      api: new FakeApi().on('get', '/things', ok(things)),
      path: '/things',
      signedInAs: viewer,
    });
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add New/ })).not.toBeInTheDocument();
  });

  it('pages and searches on the server: page, pageSize and q go with the request', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('get', '/paged', (request) => {
      const page = Number(request.params?.page ?? 1);
      return ok({ rows: things.slice((page - 1) * 5, page * 5), total: 12 });
    });
    await renderApp({ plugins: [plugin], api, path: '/paged' });
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Thing 11')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search paged'), 'abc');
    await waitFor(() =>
      expect(api.callsTo('get', '/paged').at(-1)!.params).toEqual({ page: 1, pageSize: 5, q: 'abc' }),
    );
    expect(api.callsTo('get', '/paged').some((call) => call.params.page === 3)).toBe(true);
  });
});

describe('a list keeps its search, page and order in the address', () => {
  it('opens on the page and search of its address (a reload, Back from a record, a shared link) and writes them back', async () => {
    const user = userEvent.setup();
    await renderApp({
      plugins: [plugin],
      api: new FakeApi().on('get', '/things', ok(things)),
      path: '/things-address?page=3',
    });
    await waitFor(() => expect(names()).toEqual(['Thing 11Delete', 'Thing 12Delete']));
    await user.type(screen.getByPlaceholderText('Search things'), 'Thing 1');
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveTextContent('?q=Thing 1'));
    expect(names()).toEqual(['Thing 1Delete', 'Thing 10Delete', 'Thing 11Delete', 'Thing 12Delete']);
    await user.clear(screen.getByPlaceholderText('Search things'));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveTextContent('?page=2'));
    expect(names()[0]).toBe('Thing 6Delete');
  });

  it('a server-paged list asks for the page and search of its address at once, and a page past the end becomes the last', async () => {
    const api = new FakeApi().on('get', '/paged', (request) => {
      const page = Number(request.params?.page ?? 1);
      return ok({ rows: things.slice((page - 1) * 5, page * 5), total: 12 });
    });
    await renderApp({ plugins: [plugin], api, path: '/paged?page=2&q=thing' });
    expect(await screen.findByText('Thing 6')).toBeInTheDocument();
    expect(api.callsTo('get', '/paged')[0].params).toEqual({ page: 2, pageSize: 5, q: 'thing' });
    expect(screen.getByPlaceholderText('Search paged')).toHaveValue('thing');
    cleanup();
    const late = new FakeApi().on('get', '/paged', (request) => {
      const page = Number(request.params?.page ?? 1);
      return ok({ rows: things.slice((page - 1) * 5, page * 5), total: 12 });
    });
    await renderApp({ plugins: [plugin], api: late, path: '/paged?page=9' });
    expect(await screen.findByText('Thing 11')).toBeInTheDocument();
    expect(late.callsTo('get', '/paged').at(-1)!.params).toMatchObject({ page: 3 });
  });
});

describe('record-form primitive (useRecordForm + FormPage)', () => {
  const withThings = () => new FakeApi().on('get', '/things', ok(things));

  it('loads the record, then warns before unsaved changes are lost: Stay keeps them, Leave goes', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [plugin], api: withThings(), path: '/edit?id=t1' });
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Thing 1');
    // Unchanged: Cancel leaves without asking.
    await user.type(name, ' changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('You have unsaved changes. Leave this page and lose them?')).toBeInTheDocument();
    await user.click(dialogButton('Stay'));
    expect(screen.getByLabelText('Name')).toHaveValue('Thing 1 changed');
    // Closing the tab asks too.
    const unload = new Event('beforeunload', { cancelable: true });
    fireEvent(window, unload);
    expect(unload.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
  });

  it('an unchanged form leaves without asking and refuses to save', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [plugin], api: withThings(), path: '/edit?id=t1' });
    await screen.findByLabelText('Name');
    // The form's list, stated once (`list`), starts the breadcrumb; Cancel and the way back go there.
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Things' })).toHaveAttribute('href', '/things');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The form's own problem is the line at the top of the form, not a dialog.
    expect(await screen.findByText('No changes made')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal')).toBeNull();
    const unload = new Event('beforeunload', { cancelable: true });
    fireEvent(window, unload);
    expect(unload.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Things' })).toBeInTheDocument();
  });

  it('confirms and saves with the version, then goes back to the list without asking', async () => {
    const user = userEvent.setup();
    const api = withThings().on('put', '/things/:id', ok({}));
    await renderApp({ plugins: [plugin], api, path: '/edit?id=t1' });
    await user.type(await screen.findByLabelText('Name'), ' renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Save Thing 1?')).toBeInTheDocument();
    await user.click(dialogButton('Confirm'));
    expect(await screen.findByRole('heading', { name: 'Things' })).toBeInTheDocument();
    expect(api.callsTo('put', '/things/t1')[0].body).toEqual({ name: 'Thing 1 renamed', updatedAt: 'v1' });
    expect(screen.queryByText('You have unsaved changes. Leave this page and lose them?')).not.toBeInTheDocument();
  });

  it('keeps the form as typed after a failed save, with the error shown', async () => {
    const user = userEvent.setup();
    await renderApp({
      plugins: [plugin],
      api: withThings().on('put', '/things/:id', [400, { success: false, message: 'Name is too long' }]),
      path: '/edit?id=t1',
    });
    await user.type(await screen.findByLabelText('Name'), ' kept');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expectDialog('Name is too long');
    expect(screen.getByLabelText('Name')).toHaveValue('Thing 1 kept');
  });

  it('offers a reload on a 409 and shows the newer version', async () => {
    const user = userEvent.setup();
    let loads = 0;
    const api = new FakeApi()
      .on('get', '/things', () =>
        ok(++loads === 1 ? things : [{ ...things[0], name: 'Thing 1 by someone else', updatedAt: 'v2' }]),
      )
      .on('put', '/things/:id', [
        409,
        { success: false, message: 'This record was changed by someone else. Reload to see the latest version.' },
      ]);
    await renderApp({ plugins: [plugin], api, path: '/edit?id=t1' });
    await user.type(await screen.findByLabelText('Name'), ' mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Thing 1 by someone else'));
  });

  it('says when the record is gone, and when loading failed (with Retry)', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [plugin], api: withThings(), path: '/edit?id=t99' });
    expect(await screen.findByText('This thing no longer exists')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to things' }));
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
    document.body.innerHTML = '';
    let calls = 0;
    const failing = new FakeApi().on('get', '/things', () =>
      ++calls === 1 ? [503, { success: false, message: 'Try later' }] : ok(things),
    );
    await renderApp({ plugins: [plugin], api: failing, path: '/edit?id=t1' });
    expect(await screen.findByText('Try later')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Thing 1');
  });
});
