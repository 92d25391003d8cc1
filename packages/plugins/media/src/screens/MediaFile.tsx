import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Descriptions, Input, List, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, SwapOutlined } from '@ant-design/icons';
import {
  Dialogs,
  errorMessage,
  formatBytes,
  formatDateTime,
  Link,
  PageHeader,
  useMessages,
  useNavigate,
  usePermission,
  useSearchParams,
  useService,
} from '@backoffice/kernel';
import type { FocalPoint } from '@backoffice/contracts';
import type { MediaDetail } from '../api';
import { MediaApiToken } from '../tokens';
import { FocalPointPicker } from './FocalPointPicker';
import { typeOf } from './MediaLibrary';

/**
 * /media/file?id=…: one file of the library: its preview and facts, its alt text (or marked decorative), name and
 * tags, every record that uses it, and Replace everywhere (a new file takes its place in all of them at once).
 */
export default function MediaFile() {
  const { t } = useMessages();
  const api = useService(MediaApiToken);
  const dialogs = useService(Dialogs);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const canWrite = usePermission('content:write');
  const canDelete = usePermission('content:publish');
  const [file, setFile] = useState<MediaDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [draft, setDraft] = useState<{
    name: string;
    alt: string;
    decorative: boolean;
    tags: string;
    focalPoint: FocalPoint | null;
  }>({ name: '', alt: '', decorative: false, tags: '', focalPoint: null });
  const input = useRef<HTMLInputElement>(null);

  const show = (detail: MediaDetail) => {
    setFile(detail);
    setDraft({
      name: detail.name,
      alt: detail.alt,
      decorative: detail.decorative,
      tags: detail.tags.join(', '),
      focalPoint: detail.focalPoint,
    });
  };
  const load = useCallback(async () => {
    try {
      show(await api.get(id));
      setFailure(null);
    } catch (error) {
      setFailure(errorMessage(error, t('Failed to load the file. Please try again.')));
    }
    // t changes with the language: the file is not asked again for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, id]);
  useEffect(() => {
    void load();
  }, [load]);

  if (failure)
    return (
      <>
        <PageHeader title={t('Media file')} breadcrumb={[{ path: '/media', label: t('Media') }]} />
        <Alert type="error" showIcon message={failure} />
      </>
    );
  if (!file) return <Spin />;

  const save = async () => {
    try {
      const tags = draft.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean);
      await dialogs.busy(
        api.edit(file, {
          name: draft.name.trim(),
          alt: draft.alt.trim(),
          decorative: draft.decorative,
          tags,
          focalPoint: draft.focalPoint,
        }),
      );
      dialogs.success(t('Saved'));
      await load();
    } catch (error) {
      await dialogs.error(errorMessage(error, t('The file could not be saved. Please try again.')), t('Save failed'));
    }
  };
  const replace = async (next: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!next) return;
    const ok = await dialogs.confirm(
      t('{{next}} will take the place of {{name}} in {{count}} records.', {
        next: next.name,
        name: file.name,
        count: file.usedBy.length,
      }),
      { title: t('Replace everywhere?'), okText: t('Replace') },
    );
    if (!ok) return;
    try {
      const fresh = await dialogs.busy(api.replace(file._id, next));
      dialogs.success(t('Replaced in {{count}} records', { count: fresh.usedBy.length }));
      navigate(`/media/file?id=${encodeURIComponent(fresh._id)}`, { replace: true });
      show(fresh);
    } catch (error) {
      await dialogs.error(
        errorMessage(error, t('The file could not be replaced. Please try again.')),
        t('Replace failed'),
      );
    }
  };
  const remove = async () => {
    const done = await dialogs.confirmAndRun(t('{{name}} will be deleted from the library.', { name: file.name }), {
      title: t('Delete this file?'),
      okText: t('Delete'),
      danger: true,
      run: () => api.remove(file._id),
      failureMessage: t('The file could not be deleted. Please try again.'),
    });
    if (done) navigate('/media');
  };
  const needsAlt = !draft.decorative && !draft.alt.trim();

  return (
    <>
      <PageHeader
        title={file.name}
        breadcrumb={[{ path: '/media', label: t('Media') }, { label: file.name }]}
        actions={
          <Space>
            {canWrite && (
              <Button icon={<SwapOutlined />} onClick={() => input.current?.click()}>
                {t('Replace everywhere')}
              </Button>
            )}
            {canDelete && (
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={file.usedBy.length > 0}
                title={
                  file.usedBy.length > 0
                    ? t('In use: replace it there or remove it from those records first')
                    : undefined
                }
                onClick={() => void remove()}
              >
                {t('Delete')}
              </Button>
            )}
          </Space>
        }
      />
      <input
        ref={input}
        type="file"
        accept={file.mime}
        aria-label={t('New file')}
        style={{ display: 'none' }}
        onChange={(event) => void replace(event.target.files?.[0])}
      />
      <div
        style={{
          display: 'grid',
          // The picture beside its details on wide screens, above them on a phone (min() keeps it inside the width).
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
          gap: 24,
          alignItems: 'start',
        }}
      >
        <div style={{ display: 'grid', gap: 6 }}>
          {file.mime.startsWith('image/') && file.mime !== 'image/svg+xml' ? (
            <FocalPointPicker
              src={file.url}
              alt={file.alt}
              value={draft.focalPoint}
              disabled={!canWrite}
              onChange={(focalPoint) => setDraft({ ...draft, focalPoint })}
            />
          ) : (
            <img
              src={file.url}
              alt={file.alt}
              style={{
                width: '100%',
                maxHeight: 360,
                objectFit: 'contain',
                background: 'var(--bo-surface-muted, #f5f5f5)',
                borderRadius: 8,
              }}
            />
          )}
          {file.mime !== 'image/svg+xml' && (
            <Typography.Text type="secondary" aria-label={t('Focal point')}>
              {draft.focalPoint
                ? t('Focal point: {{x}} % across, {{y}} % down', {
                    x: Math.round(draft.focalPoint.x * 100),
                    y: Math.round(draft.focalPoint.y * 100),
                  })
                : t('Focal point: the middle')}
              {canWrite && ` · ${t('click the picture to choose what a crop keeps in view')}`}
              {canWrite && draft.focalPoint && (
                <Button type="link" size="small" onClick={() => setDraft({ ...draft, focalPoint: null })}>
                  {t('Use the middle')}
                </Button>
              )}
            </Typography.Text>
          )}
        </div>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'type', label: t('Type'), children: typeOf(file.mime) },
            { key: 'size', label: t('Size'), children: formatBytes(file.bytes) },
            {
              key: 'dimensions',
              label: t('Dimensions'),
              children: file.width && file.height ? `${file.width} × ${file.height} px` : '—',
            },
            { key: 'uploader', label: t('Uploaded by'), children: file.uploadedBy ?? '—' },
            { key: 'date', label: t('Uploaded'), children: formatDateTime(file.createdAt) },
            {
              key: 'variants',
              label: t('Responsive copies'),
              children: file.variants.length
                ? file.variants.map((variant) => `${variant.width}w ${variant.type.replace('image/', '')}`).join(', ')
                : t('none'),
            },
            {
              key: 'hash',
              label: 'SHA-256',
              children: (
                <Typography.Text code copyable>
                  {file.hash.slice(0, 16)}
                </Typography.Text>
              ),
            },
          ]}
        />
      </div>
      <section aria-label={t('Description')} style={{ marginTop: 24, display: 'grid', gap: 12, maxWidth: 640 }}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('Description')}
        </Typography.Title>
        <label>
          {t('Name')}
          <Input
            value={draft.name}
            disabled={!canWrite}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </label>
        <label>
          {t('Alt text')}
          <Input.TextArea
            value={draft.alt}
            disabled={!canWrite || draft.decorative}
            maxLength={300}
            autoSize
            onChange={(event) => setDraft({ ...draft, alt: event.target.value })}
          />
        </label>
        <Checkbox
          checked={draft.decorative}
          disabled={!canWrite}
          onChange={(event) => setDraft({ ...draft, decorative: event.target.checked })}
        >
          {t('Decorative (the site gives it no text alternative)')}
        </Checkbox>
        {needsAlt && (
          <Typography.Text type="warning">
            {t('Content images need alt text: describe what the picture shows, or mark it decorative.')}
          </Typography.Text>
        )}
        <label>
          {t('Tags (comma-separated)')}
          <Input
            value={draft.tags}
            disabled={!canWrite}
            onChange={(event) => setDraft({ ...draft, tags: event.target.value })}
          />
        </label>
        {canWrite && (
          <div>
            <Button type="primary" onClick={() => void save()}>
              {t('Save')}
            </Button>
          </div>
        )}
      </section>
      <section aria-label={t('Used by')} style={{ marginTop: 24, maxWidth: 640 }}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('Used by ({{count}})', { count: file.usedBy.length })}
        </Typography.Title>
        <List
          size="small"
          bordered
          locale={{ emptyText: t('No record uses this file.') }}

          dataSource={file.usedBy}
          renderItem={(use) => <List.Item>{use.path ? <Link to={use.path}>{use.label}</Link> : use.label}</List.Item>}
        />
      </section>
    </>
  );
}
