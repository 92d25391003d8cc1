import {
  AddButton,
  ListPage,
  useListController,
  useNavigate,
  useService,
  type ListColumn,
} from '@backoffice/plugin-sdk';
import { TRANSLATIONS_KIND, type Item } from './api';
import { ItemsApiToken } from './tokens';

const columns: ListColumn<Item>[] = [
  { title: 'Name', key: 'name', render: (_value, item) => item.name },
  { title: 'Notes', key: 'notes', render: (_value, item) => item.notes ?? '' },
];

/** /__ID__: every item, newest first, searchable by name and notes, each with Edit and Delete. */
export default function ItemsList() {
  const api = useService(ItemsApiToken);
  const navigate = useNavigate();
  const list = useListController<Item>({
    load: () => api.list(),
    pageSize: 10,
    searchIn: (item) => [item.name, item.notes],
    failureMessage: 'The items could not be loaded. Please try again.',
    remove: {
      confirm: (item) => `${item.name} will be deleted.`,
      title: 'Delete this item?',
      run: (item) => api.remove(item._id),
      failureMessage: 'The item could not be deleted. Please try again.',
    },
  });
  return (
    <ListPage<Item>
      title="__TITLE__"
      actions={<AddButton onClick={() => navigate('/__ID__/edit')} />}
      list={list}
      search="Search items"
      columns={columns}
      // Which of the site's languages each item is complete in (a column only on a site with several).
      translations={{ kind: TRANSLATIONS_KIND, idOf: (item) => item._id }}
      rowName={(item) => item.name}
      onEdit={(item) => navigate('/__ID__/edit', { state: { item } })}
      emptyText="No items yet."
      noMatchText="No item matches your search."
    />
  );
}
