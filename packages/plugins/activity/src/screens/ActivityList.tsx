import { useEffect, useState } from 'react';
import { Button, Input, Select, Space, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  ActivityChanges,
  Dialogs,
  errorMessage,
  formatDateTime,
  Link,
  ListPage,
  observer,
  saveFile,
  useMessages,
  useService,
  type ListColumn,
  type ListController,
} from '@backoffice/kernel';
import type { ActivityAction, ActivityEntry, ActivityFilters } from '../api';
import { ActivityApiToken, ActivityStoreToken } from '../tokens';

const ACTIONS: Array<{ value: ActivityAction; label: string }> = [
  { value: 'create', label: 'Created' },
  { value: 'update', label: 'Changed' },
  { value: 'delete', label: 'Deleted' },
  { value: 'export', label: 'Exported' },
  { value: 'signin', label: 'Signed in' },
  { value: 'signin-failed', label: 'Failed sign-in' },
  { value: 'signout', label: 'Signed out' },
  { value: 'role-change', label: 'Role changed' },
  { value: 'sessions-revoked', label: 'Sessions ended' },
  { value: 'erase', label: 'Personal data erased' },
  { value: 'retention', label: 'Retention' },
  { value: 'passkey-added', label: 'Passkey added' },
  { value: 'passkey-removed', label: 'Passkey removed' },
  { value: 'two-factor-enabled', label: 'Two-factor turned on' },
  { value: 'two-factor-disabled', label: 'Two-factor turned off' },
  { value: 'two-factor-reset', label: 'Two-factor reset' },
  { value: 'recovery-codes-renewed', label: 'Recovery codes renewed' },
  { value: 'two-factor-policy', label: 'Two-factor requirement changed' },
];
const ACTION_LABELS = Object.fromEntries(ACTIONS.map((action) => [action.value, action.label]));

/** Screen groups, and where a record of each is found (the link shown while it still exists). */
const GROUPS: Array<{ value: string; label: string; path?: string }> = [
  { value: 'articles', label: 'Articles', path: '/explore/blogs' },
  { value: 'collected-data', label: 'Collected data', path: '/leads-contact' },
  { value: 'companies', label: 'Companies', path: '/companies' },
  // Records of the content types external plugins declare (their screens are the plugins' own).
  { value: 'ext-content', label: 'Plugin content' },
  { value: 'countries', label: 'Countries', path: '/explore/countries-covered' },
  { value: 'faqs', label: 'FAQs', path: '/faqs' },
  { value: 'jobs', label: 'Career', path: '/company/career' },
  { value: 'legal-pages', label: 'Legal pages', path: '/legal-pages' },
  { value: 'podcasts', label: 'Podcasts', path: '/resources/podcasts' },
  { value: 'pricing', label: 'Pricing', path: '/pricing' },
  { value: 'reviews', label: 'Reviews', path: '/reviews' },
  { value: 'sections', label: 'Sections', path: '/home' },
  { value: 'seo', label: 'SEO', path: '/seo' },
  { value: 'users', label: 'Users', path: '/user-managment' },
  { value: 'activity', label: 'Activity' },
];
const GROUP_BY_KEY = Object.fromEntries(GROUPS.map((group) => [group.value, group]));

/** The roles as the users screens name them (shown beside each person, in the admin's language). */
const ROLE_NAMES: Record<string, string> = {
  superAdmin: 'Super Admin',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
};

function recordCell(entry: ActivityEntry) {
  const path = GROUP_BY_KEY[entry.group]?.path;
  if (!entry.label) return '-';
  return entry.recordExists && path ? (
    <Link to={path}>{entry.label}</Link>
  ) : (
    <Typography.Text>{entry.label}</Typography.Text>
  );
}

/**
 * /activity: the log newest first, paged on the server (a neighbour page by the cursor the last answer gave,
 * so a deep log is read through its index), filtered by person, screen group, action and days, with the
 * changed fields' before and after, and an .xlsx export of what the filters select.
 */
export default observer(function ActivityList() {
  const { t } = useMessages();
  const api = useService(ActivityApiToken);
  const store = useService(ActivityStoreToken);
  const dialogs = useService(Dialogs);
  const [exporting, setExporting] = useState(false);
  const failure = t('Error: could not load the activity');
  const { filters } = store;

  // The screen opens on a new list (no filters, page 1) and forgets it when it closes (t changes with the language:
  // the log is not asked again for it).
  useEffect(() => {
    store.reset();
    void store.load(1, failure);
    void store.loadPeople();
    return () => store.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  const set = (key: keyof ActivityFilters, value: string | undefined) => void store.setFilter(key, value, failure);

  const download = async () => {
    setExporting(true);
    try {
      saveFile(await api.exportXlsx(filters), 'Activity.xlsx');
      dialogs.success(t('Downloaded {{file}}', { file: 'Activity.xlsx' }));
    } catch (failure) {
      await dialogs.error(errorMessage(failure, t('The download failed. Please try again.')), t('Download failed'));
    } finally {
      setExporting(false);
    }
  };

  // On a phone a row keeps when, who and what; the rest goes to its expansion.
  const columns: Array<ListColumn<ActivityEntry>> = [
    { title: 'When', key: 'when', phone: 'show', render: (_v, entry) => formatDateTime(entry.createdAt) },
    {
      title: 'Who',
      key: 'who',
      phone: 'show',
      render: (_v, entry) => (
        <span>
          {entry.adminName}
          {entry.adminRole && (
            <Typography.Text type="secondary">
              {' '}
              ({ROLE_NAMES[entry.adminRole] ? t(ROLE_NAMES[entry.adminRole]) : entry.adminRole})
            </Typography.Text>
          )}
        </span>
      ),
    },
    {
      title: 'Action',
      key: 'action',
      phone: 'show',
      render: (_v, entry) => (
        <Tag
          color={
            entry.action === 'delete' ||
            entry.action === 'erase' ||
            entry.action === 'signin-failed' ||
            entry.action === 'two-factor-reset'
              ? 'red'
              : undefined
          }
        >
          {ACTION_LABELS[entry.action] ? t(ACTION_LABELS[entry.action]) : entry.action}
        </Tag>
      ),
    },
    {
      title: 'Screen group',
      key: 'group',
      render: (_v, entry) => (GROUP_BY_KEY[entry.group] ? t(GROUP_BY_KEY[entry.group].label) : entry.group || '-'),
    },
    { title: 'Record', key: 'record', render: (_v, entry) => recordCell(entry) },
    { title: 'Changes', key: 'changes', render: (_v, entry) => <ActivityChanges changes={entry.changes} /> },
  ];
  // Client addresses reach super admins only (the server leaves them out for every other role).
  if (store.rows.some((entry) => entry.ip !== undefined))
    columns.push({ title: 'Address', key: 'ip', render: (_v, entry) => entry.ip || '-' });

  const toolbar = (
    <Space wrap>
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ minWidth: 180 }}
        placeholder={t('Person')}
        aria-label={t('Person')}
        value={filters.adminId}
        onChange={(value) => set('adminId', value)}
        options={store.people.map((person) => ({ value: person._id, label: person.name }))}
      />
      <Select
        allowClear
        style={{ minWidth: 160 }}
        placeholder={t('Screen group')}
        aria-label={t('Screen group')}
        value={filters.group}
        onChange={(value) => set('group', value)}
        options={GROUPS.map(({ value, label }) => ({ value, label: t(label) }))}
      />
      <Select
        allowClear
        style={{ minWidth: 160 }}
        placeholder={t('Action')}
        aria-label={t('Action')}
        value={filters.action}
        onChange={(value) => set('action', value)}
        options={ACTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
      />
      <Input
        type="date"
        aria-label={t('From')}
        value={filters.from ?? ''}
        onChange={(event) => set('from', event.target.value)}
        style={{ width: 150 }}
      />
      <Input
        type="date"
        aria-label={t('To')}
        value={filters.to ?? ''}
        onChange={(event) => set('to', event.target.value)}
        style={{ width: 150 }}
      />
      <Button type="primary" icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
        {t('Export .xlsx')}
      </Button>
    </Space>
  );

  // The log pages by its own cursors and filters, so it hands ListPage a controller of its own making.
  const list: ListController<ActivityEntry> = {
    rows: store.rows,
    pageRows: store.rows,
    total: store.total,
    offset: (store.page - 1) * store.pageSize,
    query: '',
    setQuery: () => {},
    filtered: store.filtered,
    page: store.page,
    setPage: (page) => void store.load(page, failure),
    pageCount: store.pageCount,
    pageSize: store.pageSize,
    setPageSize: (pageSize) => void store.setPageSize(pageSize, failure),
    loading: store.loading,
    error: store.error,
    reload: () => store.load(store.page, failure),
    canRemove: false,
    remove: async () => false,
  };

  return (
    <ListPage<ActivityEntry>
      title={t('Activity')}
      toolbar={toolbar}
      columns={columns}
      rowKey={(entry) => entry._id}
      list={list}
      showPageOf
      emptyText={t('Nothing recorded yet.')}
      noun={['entry', 'entries']}
      noMatchText={t('Nothing recorded matches these filters.')}
    />
  );
});
