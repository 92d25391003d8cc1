import { useId, useState } from 'react';
import { useMessages } from '../i18n/use-messages';
import { Alert, Button, Input, Radio, Space, Typography } from 'antd';
import type { PublishableKind, Publishing, PublishingApi } from '@backoffice/contracts';
import { useService } from '../core/services-context';
import { Api } from '../core/tokens';
import { usePermission } from './Can';
import { FormField } from './FormField';
import { fromLocalInput, toLocalInput, type PublishChoice } from './publish-choice';
import { PublishStateTag } from './PublishStateTag';

export interface PublishBarProps {
  /** The record being edited (none for a new one). */
  record?: Publishing;
  value: PublishChoice;
  onChange: (value: PublishChoice) => void;
  /** The kind and id the Preview action opens the site's page for (docs/editorial-workflow.md). */
  preview?: { kind: PublishableKind; id: string };
}

/**
 * The publishing part of a content form: publish now or save as a draft, times to publish and unpublish at
 * (for roles with `content:publish`; the others save drafts only), and Preview, which opens the site's page
 * of the record with a short-lived token that shows its draft.
 */
export function PublishBar({ record, value, onChange, preview }: PublishBarProps) {
  const { t } = useMessages();
  const canPublish = usePermission('content:publish');
  const api = useService(Api);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const ids = { publishAt: useId(), unpublishAt: useId() };

  async function openPreview() {
    if (!preview) return;
    setPreviewError(null);
    try {
      const link = await api.post<PublishingApi['preview']>(
        `/publishing/${preview.kind}/${encodeURIComponent(preview.id)}/preview`,
      );
      window.open(link.url, '_blank', 'noopener');
    } catch (error) {
      setPreviewError(error instanceof Error ? error.message : t('The preview could not be opened'));
    }
  }

  return (
    <section
      aria-label={t('Publishing')}
      style={{ borderTop: '1px solid rgba(255,255,255,0.12)', marginTop: 16, paddingTop: 16 }}
    >
      {/* A block, not antd's inline Space: the text or choices below start on their own line on a phone. */}
      <Space wrap align="center" style={{ display: 'flex', marginBottom: 12 }}>
        <Typography.Text strong>{t('Publishing')}</Typography.Text>
        {record && <PublishStateTag record={record} />}
        {preview && <Button onClick={() => void openPreview()}>{t('Preview')}</Button>}
      </Space>
      {previewError && <Alert type="error" showIcon message={previewError} style={{ marginBottom: 12 }} />}
      {canPublish ? (
        <>
          <Radio.Group
            aria-label={t('On saving')}
            value={value.status}
            onChange={(event) => onChange({ ...value, status: event.target.value })}
            options={[
              { value: 'published', label: t('Publish on save') },
              { value: 'draft', label: t('Save as draft') },
            ]}
          />
          <Space wrap style={{ marginTop: 12 }}>
            <FormField
              label={t('Publish at')}
              id={ids.publishAt}
              name="publishAt"
              help={t('Optional, your local time: the draft goes live then.')}
            >
              <Input
                id={ids.publishAt}
                type="datetime-local"
                step={1}
                value={toLocalInput(value.publishAt)}
                onChange={(event) => onChange({ ...value, publishAt: fromLocalInput(event.target.value) })}
              />
            </FormField>
            <FormField
              label={t('Unpublish at')}
              id={ids.unpublishAt}
              name="unpublishAt"
              help={t('Optional: taken off the site then.')}
            >
              <Input
                id={ids.unpublishAt}
                type="datetime-local"
                step={1}
                value={toLocalInput(value.unpublishAt)}
                onChange={(event) => onChange({ ...value, unpublishAt: fromLocalInput(event.target.value) })}
              />
            </FormField>
          </Space>
        </>
      ) : (
        <Typography.Text type="secondary">
          {t('Your changes are saved as a draft; an admin publishes them.')}
        </Typography.Text>
      )}
    </section>
  );
}
