import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/use-messages';
import { Alert, Empty, Input, Modal, Spin, Typography } from 'antd';
import type { MediaApi, MediaItem, MediaType } from '@backoffice/contracts';
import { errorMessage } from '../core/http';
import { Api } from '../core/tokens';
import { useService } from '../core/services-context';
import { formatBytes } from './format';

export interface MediaPickerDialogProps {
  /** Only files of this kind (raster images or SVGs); any image when absent. */
  type?: MediaType;
  /** Only files of at most this many bytes (the field's own limit). */
  maxBytes?: number;
  onPick: (item: MediaItem) => void;
  onCancel: () => void;
}

const PAGE_SIZE = 24;

/**
 * "Choose from library": the media library's files a field may take (its kind, at most its size), newest
 * first, searchable by name, alt text or tag. Picking one hands it to the field, which treats it as a file
 * chosen from the computer (its checks, its cropper); the server stores nothing new (the same bytes are one file).
 */
export function MediaPickerDialog({ type, maxBytes, onPick, onCancel }: MediaPickerDialogProps) {
  const { t } = useMessages();
  const api = useService(Api);
  const [q, setQ] = useState('');
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    const query = {
      page: 1,
      pageSize: PAGE_SIZE,
      ...(q.trim() ? { q: q.trim() } : {}),
      ...(type ? { type } : {}),
      ...(maxBytes ? { maxBytes } : {}),
    };
    api.get<MediaApi['list']>('/media', query).then(
      (page) => current && (setItems(page.data), setFailure(null)),
      (error: unknown) =>
        current && setFailure(errorMessage(error, 'The library could not be loaded. Please try again.')),
    );
    return () => {
      current = false;
    };
  }, [api, q, type, maxBytes]);

  return (
    <Modal open title={t('Choose from library')} footer={null} onCancel={onCancel} width={760} destroyOnHidden>
      <Input.Search
        placeholder={t('Search by name, alt text or tag')}
        aria-label={t('Search the library')}
        allowClear
        onSearch={setQ}
        style={{ marginBottom: 12 }}
      />
      {failure && <Alert type="error" showIcon message={t(failure)} />}
      {!failure && items === null && <Spin />}
      {!failure && items?.length === 0 && <Empty description={t('No file in the library fits this field.')} />}
      <ul
        className="bo-media-picker"
        style={{
          listStyle: 'none',
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: 12,
        }}
      >
        {items?.map((item) => (
          <li key={item._id}>
            <button
              type="button"
              className="bo-media-pick"
              onClick={() => onPick(item)}
              aria-label={`Choose ${item.name}`}
              style={{
                width: '100%',
                border: '1px solid var(--bo-border, #d9d9d9)',
                borderRadius: 6,
                padding: 6,
                background: 'transparent',
                cursor: 'pointer',
                textAlign: 'start',
              }}
            >
              <img
                src={item.variants.find((variant) => variant.type === 'image/webp')?.src ?? item.url}
                alt={item.alt}
                loading="lazy"
                style={{ width: '100%', height: 96, objectFit: 'contain' }}
              />
              <Typography.Text ellipsis style={{ display: 'block' }}>
                {item.name}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[item.width && item.height ? `${item.width} × ${item.height}` : null, formatBytes(item.bytes)]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
