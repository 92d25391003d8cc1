import { useState } from 'react';
import { Alert, Button, Card, Empty, Progress, Typography } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import {
  Can,
  createFormSaveGates,
  Dialogs,
  FormSaveGatesContext,
  ImageUploadField,
  errorMessage,
  errorStatus,
  observer,
  useMessages,
  usePermission,
  useService,
} from '@backoffice/kernel';
import { COVER_MAX_BYTES, COVER_TYPES, HERO_COVER_SIZE } from '../categories';
import { PodcastsApiToken, PodcastsStoreToken } from '../tokens';
import { sizeAdvice, useImageSize } from './use-image-size';

/** The podcasts page's hero cover: the current one, and (for writers) the upload of a new one with progress. */
export const HeroCoverTab = observer(function HeroCoverTab() {
  const { t } = useMessages();
  const store = useService(PodcastsStoreToken);
  const api = useService(PodcastsApiToken);
  const dialogs = useService(Dialogs);
  const canWrite = usePermission('content:write');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const size = useImageSize(file);
  const advice = sizeAdvice(size, HERO_COVER_SIZE, t);
  // The cover's alt text (or Decorative) is asked and saved to the library before the upload (issue 37).
  const [gates] = useState(createFormSaveGates);

  const upload = async () => {
    if (!file) return;
    if (!(await gates.run())) return;
    setProgress(0);
    try {
      const saved = await api.uploadHeroCover(file, store.heroUpdatedAt, setProgress);
      store.setHero(saved.cover, saved.updatedAt);
      setFile(null);
      dialogs.success(t('The hero cover was updated'));
    } catch (error) {
      // Someone else changed the cover meanwhile: theirs is shown, and the chosen file stays for another try.
      if (errorStatus(error) === 409) void store.load();
      await dialogs.error(errorMessage(error, t('The cover could not be uploaded. Please try again.')));
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card title={t('Current Cover')}>
        {store.error ? (
          <Alert
            type="error"
            showIcon
            title={t(store.error)}
            action={<Button onClick={() => void store.load()}>{t('Retry')}</Button>}
          />
        ) : store.hero ? (
          <img
            src={store.hero}
            alt={t('Current podcasts hero cover')}
            style={{
              width: '100%',
              maxWidth: 720,
              aspectRatio: `${HERO_COVER_SIZE.width} / ${HERO_COVER_SIZE.height}`,
              objectFit: 'cover',
              borderRadius: 8,
              display: 'block',
            }}
          />
        ) : (
          <Empty description={store.loading ? t('Loading...') : t('No hero cover yet')} />
        )}
      </Card>
      <Can permission="content:write">
        <Card title={t('Upload a New Cover')}>
          <FormSaveGatesContext.Provider value={gates}>
            <ImageUploadField
              label={t('Selected Cover ({{width}} X {{height}})', HERO_COVER_SIZE)}
              file={file}
              onChange={setFile}
              onRemove={file ? () => setFile(null) : undefined}
              types={COVER_TYPES}
              typeMessage={t('Please choose a PNG, JPEG, WebP or GIF image')}
              maxBytes={COVER_MAX_BYTES}
              sizeMessage={t('The cover must be 5 MB or smaller')}
              hint={t(
                'Recommended size {{width}} × {{height}} px; PNG, JPEG, WebP or GIF up to 5 MB.',
                HERO_COVER_SIZE,
              )}
              disabled={uploading || !canWrite}
              altText
            />
          </FormSaveGatesContext.Provider>
          {advice && (
            <Typography.Paragraph type="warning" style={{ marginTop: 12 }}>
              {advice}
            </Typography.Paragraph>
          )}
          {uploading && (
            <Progress
              percent={progress ?? 0}
              status="active"
              aria-label={t('Upload progress')}
              style={{ marginTop: 12 }}
            />
          )}
          <div className="bo-form-actions">
            <Button
              type="primary"
              icon={<CloudUploadOutlined />}
              disabled={!file || uploading}
              loading={uploading}
              onClick={() => void upload()}
            >
              {t('Upload Cover')}
            </Button>
          </div>
        </Card>
      </Can>
    </div>
  );
});
