import { useEffect, useRef } from 'react';
import { Alert, Button, Checkbox, Empty, Input, Pagination, Select, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import {
  Dialogs,
  errorMessage,
  formatBytes,
  formatDate,
  Link,
  observer,
  PageHeader,
  useMessages,
  usePermission,
  useSearchParams,
  useService,
} from '@backoffice/kernel';
import type { MediaItem } from '../api';
import { PAGE_SIZE, type MediaLibraryQuery } from '../stores/media-library-store';
import { MediaApiToken, MediaLibraryStoreToken } from '../tokens';

/** 'PNG', 'SVG'... from a MIME type. */
export const typeOf = (mime: string) => (mime === 'image/svg+xml' ? 'SVG' : mime.replace(/^image\//, '').toUpperCase());

/** /media: every file of the library as a grid, searchable and filtered; unused files can be deleted together. */
export default observer(function MediaLibrary() {
  const { t } = useMessages();
  const api = useService(MediaApiToken);
  const store = useService(MediaLibraryStoreToken);
  const dialogs = useService(Dialogs);
  const canWrite = usePermission('content:write');
  const canDelete = usePermission('content:publish');
  // The dashboard's "Images without alt text" opens /media?missingAlt=true.
  const [params] = useSearchParams();
  const input = useRef<HTMLInputElement>(null);
  const failure = t('Failed to load the library. Please try again.');
  const { query, answer, selection } = store;

  // The screen opens on the whole library and forgets its filters when it closes (t changes with the language: the
  // library is not asked again for it).
  useEffect(() => {
    store.reset(params.get('missingAlt') === 'true');
    void store.load(failure);
    return () => store.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  const filter =
    <K extends Exclude<keyof MediaLibraryQuery, 'page'>>(key: K) =>
    (value: MediaLibraryQuery[K]) =>
      void store.setFilter({ [key]: value }, failure);

  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    try {
      const item = await dialogs.busy(api.upload(file));
      dialogs.success(t('{{name}} is in the library', { name: item.name }));
      await store.load(failure);
    } catch (error) {
      await dialogs.error(
        errorMessage(error, t('The file could not be uploaded. Please try again.')),
        t('Upload failed'),
      );
    }
  };

  const removeSelected = async () => {
    const ids = [...selection];
    const ok = await dialogs.confirm(
      t('{{count}} files will be deleted. Files still in use are kept.', { count: ids.length }),
      { title: t('Delete the selected files?'), okText: t('Delete'), danger: true },
    );
    if (!ok) return;
    try {
      const { removed } = await dialogs.busy(api.removeMany(ids));
      const kept = ids.length - removed.length;
      dialogs.success(
        kept
          ? t('{{removed}} deleted, {{kept}} in use kept', { removed: removed.length, kept })
          : t('{{removed}} deleted', { removed: removed.length }),
      );
      store.clearSelection();
      await store.load(failure);
    } catch (error) {
      await dialogs.error(
        errorMessage(error, t('The files could not be deleted. Please try again.')),
        t('Delete failed'),
      );
    }
  };

  return (
    <>
      <PageHeader
        title={t('Media')}
        actions={
          <Space>
            {canDelete && selection.length > 0 && (
              <Button danger icon={<DeleteOutlined />} onClick={() => void removeSelected()}>
                {t('Delete selected ({{count}})', { count: selection.length })}
              </Button>
            )}
            {canWrite && (
              <Button type="primary" icon={<UploadOutlined />} onClick={() => input.current?.click()}>
                {t('Upload')}
              </Button>
            )}
          </Space>
        }
      />
      <input
        ref={input}
        type="file"
        accept="image/*"
        aria-label={t('File to upload')}
        style={{ display: 'none' }}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder={t('Search by name, alt text or tag')}
          aria-label={t('Search the library')}
          allowClear
          onSearch={filter('q')}
          style={{ width: 280 }}
        />
        <Select
          aria-label={t('Type')}
          value={query.type}
          onChange={filter('type')}
          style={{ width: 140 }}
          options={[
            { value: 'all', label: t('All types') },
            { value: 'image', label: t('Images') },
            { value: 'svg', label: 'SVG' },
          ]}
        />
        <Select
          aria-label={t('Size')}
          value={query.size}
          onChange={filter('size')}
          style={{ width: 160 }}
          options={[
            { value: 'any', label: t('Any size') },
            { value: 'small', label: t('Under 100 KB') },
            { value: 'medium', label: t('100 KB – 1 MB') },
            { value: 'large', label: t('Over 1 MB') },
          ]}
        />
        <Input
          placeholder={t('Tag')}
          aria-label={t('Tag')}
          allowClear
          onPressEnter={(event) => filter('tag')(event.currentTarget.value.trim())}
          onChange={(event) => !event.target.value && filter('tag')('')}
          style={{ width: 140 }}
        />
        <Checkbox checked={query.unused} onChange={(event) => filter('unused')(event.target.checked)}>
          {t('Unused only')}
        </Checkbox>
        <Checkbox checked={query.missingAlt} onChange={(event) => filter('missingAlt')(event.target.checked)}>
          {t('Without alt text')}
        </Checkbox>
      </Space>
      {store.error && <Alert type="error" showIcon message={store.error} />}
      {!store.error && !answer && <Spin />}
      {answer && answer.data.length === 0 && (
        <Empty description={store.filtered ? t('No file matches these filters.') : t('No files yet.')} />
      )}
      {answer && answer.data.length > 0 && (
        <ul
          aria-label={t('Files')}
          style={{
            listStyle: 'none',
            padding: 0,
            display: 'grid',
            // 150 px: two files side by side on a 390 px phone (one column of 24 tall cards was a long scroll).
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            gap: 12,
          }}
        >
          {answer.data.map((item) => (
            <MediaCard
              key={item._id}
              item={item}
              selectable={canDelete}
              selected={store.isSelected(item._id)}
              onSelect={(on) => store.toggle(item._id, on)}
            />
          ))}
        </ul>
      )}
      {answer && answer.total > PAGE_SIZE && (
        <Pagination
          current={query.page}
          pageSize={PAGE_SIZE}
          total={answer.total}
          showSizeChanger={false}
          onChange={(next) => void store.setPage(next, failure)}
        />
      )}
    </>
  );
});

function MediaCard({
  item,
  selectable,
  selected,
  onSelect,
}: {
  item: MediaItem;
  selectable: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const { t } = useMessages();
  const thumbnail = item.variants.find((variant) => variant.type === 'image/webp')?.src ?? item.url;
  return (
    <li
      className="bo-media-card"
      style={{
        border: '1px solid var(--bo-border, #d9d9d9)',
        borderRadius: 8,
        padding: 8,
        display: 'grid',
        gap: 4,
        // Grid items are as wide as their longest word by default: a long file name pushed the card off a phone.
        minWidth: 0,
      }}
    >
      <Link to={`/media/file?id=${encodeURIComponent(item._id)}`} style={{ minWidth: 0 }}>
        <img
          src={thumbnail}
          alt={item.alt || ''}
          loading="lazy"
          style={{
            width: '100%',
            height: 130,
            objectFit: 'contain',
            background: 'var(--bo-surface-muted, #f5f5f5)',
            borderRadius: 4,
          }}
        />
        <Typography.Text strong ellipsis style={{ display: 'block' }}>
          {item.name}
        </Typography.Text>
      </Link>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {[
          typeOf(item.mime),
          formatBytes(item.bytes),
          item.width && item.height ? `${item.width} × ${item.height}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {[item.uploadedBy, formatDate(item.createdAt)].filter(Boolean).join(' · ')}
      </Typography.Text>
      <Typography.Text style={{ fontSize: 12 }}>
        {item.usage === 0 ? t('Unused') : t('Used by {{count}}', { count: item.usage })}
        {item.alt ? '' : item.decorative ? ` · ${t('decorative')}` : ` · ${t('no alt text')}`}
      </Typography.Text>
      {item.tags.length > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {item.tags.map((tag) => `#${tag}`).join(' ')}
        </Typography.Text>
      )}
      {selectable && (
        <Checkbox
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('Select {{name}}', { name: item.name })}
        >
          {t('Select')}
        </Checkbox>
      )}
    </li>
  );
}
