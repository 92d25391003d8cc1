import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from 'antd';
import { describe, expect, it } from 'vitest';
import {
  definePlugin,
  DeleteButton,
  FormField,
  FormPage,
  Http,
  ListPage,
  useListController,
  useNavigate,
  useRecordForm,
  useService,
} from '@backoffice/kernel';
import { FakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { dialogButton } from '../support/dialogs-and-files';

interface Values {
  name: string;
  city: string;
}

/** A form with two required fields and a form-level check, as the plugins' forms are built. */
function PlaceForm() {
  const http = useService(Http);
  const navigate = useNavigate();
  const form = useRecordForm<Values>({
    initial: { name: '', city: '' },
    rules: { name: { required: 'Please enter the name' }, city: { required: 'Please enter the city' } },
    // The spec-style summary a form may still give: it must not replace the one wording.
    validate: (values) =>
      values.name && values.city
        ? values.name === values.city
          ? 'Name and city must differ'
          : null
        : 'All fields are required',
    save: (values) => http.post('/places', values),
    failureMessage: 'The place could not be saved.',
    done: () => navigate('/places'),
  });
  return (
    <FormPage title="Add place" form={form} onCancel={() => navigate('/places')}>
      <FormField label="Name" id="place-name" name="name">
        <Input id="place-name" value={form.values.name} onChange={(event) => form.set('name', event.target.value)} />
      </FormField>
      <FormField label="City" id="place-city" name="city">
        <Input id="place-city" value={form.values.city} onChange={(event) => form.set('city', event.target.value)} />
      </FormField>
    </FormPage>
  );
}

function PlacesList() {
  const http = useService(Http);
  const list = useListController<{ _id: string; name: string }>({
    load: () => http.get('/places'),
    pageSize: 5,
    remove: {
      confirm: (place) => `${place.name} will be deleted.`,
      okText: 'Delete',
      danger: true,
      run: (place) => http.delete(`/places/${place._id}`),
      failureMessage: 'Failed.',
    },
  });
  return (
    <ListPage
      title="Places"
      list={list}
      columns={[{ title: 'Name', dataIndex: 'name' }]}
      rowActions={(place) => <DeleteButton name={place.name} onClick={() => void list.remove(place)} />}
      emptyText="No places."
    />
  );
}

const plugin = definePlugin({
  id: 'places',
  routes: [
    { path: '/places/add', screen: async () => ({ default: PlaceForm }) },
    { path: '/places', screen: async () => ({ default: PlacesList }) },
  ],
});
const ok = (data: unknown) => [200, { success: true, data }] as [number, unknown];

describe('the form primitive after a refused Save', () => {
  it('shows no dialog: the fields keep their messages, a line at the top counts them, the first takes focus', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [plugin], api: new FakeApi(), path: '/places/add' });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('2 fields need attention.')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal')).toBeNull();
    expect(screen.queryByText('Please check the form')).not.toBeInTheDocument();
    expect(screen.queryByText('All fields are required')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter the name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the city')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    // Fixing one field counts down; fixing both clears the line.
    await user.type(screen.getByLabelText('Name'), 'Depot');
    expect(await screen.findByText('1 field needs attention.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('City'), 'Casablanca');
    await waitFor(() => expect(screen.queryByText(/needs? attention/)).not.toBeInTheDocument());
  });

  it('a problem no field shows is the line itself, and it takes focus', async () => {
    const user = userEvent.setup();
    await renderApp({ plugins: [plugin], api: new FakeApi(), path: '/places/add' });
    await user.type(await screen.findByLabelText('Name'), 'Rabat');
    await user.type(screen.getByLabelText('City'), 'Rabat');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name and city must differ')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal')).toBeNull();
    await waitFor(() => expect(document.activeElement).toHaveClass('bo-form-summary'));
  });

  it('Ctrl+S and Cmd+S save the open form, wherever the focus is', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('post', '/places', ok({})).on('get', '/places', ok([]));
    await renderApp({ plugins: [plugin], api, path: '/places/add' });
    await user.type(await screen.findByLabelText('Name'), 'Depot');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('1 field needs attention.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('City'), 'Tangier');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Meta>}s{/Meta}');
    expect(await screen.findByText('No places.')).toBeInTheDocument();
    expect(api.callsTo('post', '/places')[0].body).toEqual({ name: 'Depot', city: 'Tangier' });
  });
});

describe('a delete confirmation', () => {
  it('opens with focus on Cancel, so Enter deletes nothing', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('get', '/places', ok([{ _id: 'p1', name: 'Depot' }]))
      .on('delete', '/places/:id', ok({}));
    await renderApp({ plugins: [plugin], api, path: '/places' });
    await user.click(await screen.findByRole('button', { name: 'Delete Depot' }));
    expect(await screen.findByText('Depot will be deleted.')).toBeInTheDocument();
    await waitFor(() => expect(dialogButton('Cancel')).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    expect(api.callsTo('delete', '/places/p1')).toHaveLength(0);
  });
});
