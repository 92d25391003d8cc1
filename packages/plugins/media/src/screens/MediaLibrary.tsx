import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Empty, Input, Pagination, Select, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import {
  Dialogs,
  errorMessage,
  formatBytes,
  formatDate,
  Link,
  PageHeader,
  useMessages,
  usePermission,
  useSearchParams,
  useService,
} from '@backoffice/kernel';
import type { MediaItem, MediaPage, MediaQuery } from '../api';
import { MediaApiToken } from '../tokens';

const PAGE_SIZE = 24;
const SIZES: Record<string, Pick<MediaQuery, 'minBytes' | 'maxBytes'>> = {
  any: {},
  small: { maxBytes: 100 * 1024 },
  medium: { minBytes: 100 * 1024, maxBytes: 1024 * 1024 },
  large: { minBytes: 1024 * 1024 },
};

/** 'PNG', 'SVG'... from a MIME type. */
export const typeOf = (mime: string) => (mime === 'image/svg+xml' ? 'SVG' : mime.replace(/^image\//, '').toUpperCase());

/** /media: every file of the library as a grid, searchable and filtered; unused files can be deleted together. */
export default function MediaLibrary() {
  const { t } = useMessages();
  const api = useService(MediaApiToken);
  const dialogs = useService(Dialogs);
  const canWrite = usePermission('content:write');
  const canDelete = usePermission('content:publish');
  const [q, setQ] = useState('');
  const [type, setType] = useState<'all' | 'image' | 'svg'>('all');
  const [size, setSize] = useState('any');
  const [unused, setUnused] = useState(false);
  const [tag, setTag] = useState('');
  // The dashboard's "Images without alt text" opens /media?missingAlt=true.
  const [params] = useSearchParams();
  const [missingAlt, setMissingAlt] = useState(params.get('missingAlt') === 'true');
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<MediaPage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const input = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    const query: MediaQuery = {
      page,
      pageSize: PAGE_SIZE,
      ...SIZES[size],
      ...(q ? { q } : {}),
      ...(type !== 'all' ? { type } : {}),
      ...(unused ? { unused: true } : {}),
      ...(missingAlt ? { missingAlt: true } : {}),
      ...(tag ? { tag } : {}),
    };
    try {
      setAnswer(await api.list(query));
      setFailure(null);
    } catch (error) {
      setFailure(errorMessage(error, t('Failed to load the library. Please try again.')));
    }
    // t changes with the language: the library is not asked again for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, page, size, q, type, unused, missingAlt, tag]);
  useEffect(() => {
    void load();
  }, [load]);

  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
      setSelected(new Set());
    };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    try {
      const item = await dialogs.busy(api.upload(file));
      dialogs.success(t('{{name}} is in the library', { name: item.name }));
      await load();
    } catch (error) {
      await dialogs.error(
        errorMessage(error, t('The file could not be uploaded. Please try again.')),
        t('Upload failed'),
      );
    }
  };

  const removeSelected = async () => {
    const ids = [...selected];
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
      setSelected(new Set());
      await load();
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
            {canDelete && selected.size > 0 && (
              <Button danger icon={<DeleteOutlined />} onClick={() => void removeSelected()}>
                {t('Delete selected ({{count}})', { count: selected.size })}
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
          onSearch={filter(setQ)}
          style={{ width: 280 }}
        />
        <Select
          aria-label={t('Type')}
          value={type}
          onChange={filter(setType)}
          style={{ width: 140 }}
          options={[
            { value: 'all', label: t('All types') },
            { value: 'image', label: t('Images') },
            { value: 'svg', label: 'SVG' },
          ]}
        />
        <Select
          aria-label={t('Size')}
          value={size}
          onChange={filter(setSize)}
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
          onPressEnter={(event) => filter(setTag)(event.currentTarget.value.trim())}
          onChange={(event) => !event.target.value && filter(setTag)('')}
          style={{ width: 140 }}
        />
        <Checkbox checked={unused} onChange={(event) => filter(setUnused)(event.target.checked)}>
          {t('Unused only')}
        </Checkbox>
        <Checkbox checked={missingAlt} onChange={(event) => filter(setMissingAlt)(event.target.checked)}>
          {t('Without alt text')}
        </Checkbox>
      </Space>
      {failure && <Alert type="error" showIcon message={failure} />}
      {!failure && !answer && <Spin />}
      {answer && answer.data.length === 0 && (
        <Empty
          description={
            q || type !== 'all' || unused || missingAlt || tag || size !== 'any'
              ? t('No file matches these filters.')
              : t('No files yet.')
          }
        />
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
              selected={selected.has(item._id)}
              onSelect={(on) => toggle(item._id, on)}
            />
          ))}
        </ul>
      )}
      {answer && answer.total > PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={answer.total}
          showSizeChanger={false}
          onChange={(next) => {
            setPage(next);
            setSelected(new Set());
          }}
        />
      )}
    </>
  );
}

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
