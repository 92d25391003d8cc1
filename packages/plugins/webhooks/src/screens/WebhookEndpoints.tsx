import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { AddButton, Dialogs, errorMessage, Link, PageHeader, useMessages, useService } from '@backoffice/kernel';
import {
  WEBHOOK_EVENT_KINDS,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookEndpointWithSecret,
} from '../api';
import { WebhooksApiToken } from '../tokens';

const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = {
  delivered: 'green',
  failed: 'red',
  retrying: 'orange',
  pending: 'blue',
};

interface Editing {
  endpoint: WebhookEndpoint | null;
}

/** The add/edit form, in a dialog: address, description, the kinds it hears of (none: all), paused. */
function EndpointForm({
  editing,
  onClose,
  onSaved,
}: {
  editing: Editing;
  onClose(): void;
  onSaved(saved: WebhookEndpoint | WebhookEndpointWithSecret): void;
}) {
  const { t } = useMessages();
  const api = useService(WebhooksApiToken);
  const [form] = Form.useForm<{ url: string; description: string; events: string[]; paused: boolean }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const endpoint = editing.endpoint;
  const fromEnvironment = endpoint?.source === 'env';

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    setError(null);
    try {
      const input = {
        url: values.url.trim(),
        description: values.description?.trim() ?? '',
        events: values.events ?? [],
        paused: values.paused ?? false,
      } as WebhookEndpointBody;
      if (fromEnvironment) delete (input as Partial<WebhookEndpointBody>).url;
      onSaved(endpoint ? await api.edit(endpoint._id, input, endpoint.updatedAt) : await api.add(input));
    } catch (failure) {
      setError(errorMessage(failure, t('The endpoint could not be saved')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={endpoint ? t('Edit endpoint') : t('Add New Endpoint')}
      okText={t('Save')}
      onOk={() => void save()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          url: endpoint?.url ?? '',
          description: endpoint?.description ?? '',
          events: endpoint?.events ?? [],
          paused: endpoint?.paused ?? false,
        }}
      >
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
        <Form.Item
          name="url"
          label={t('Address (URL)')}
          extra={
            fromEnvironment
              ? t('Set by CONTENT_WEBHOOK_URLS: change it there.')
              : t('The receiver, e.g. https://site.example/api/revalidate')
          }
          rules={[
            { required: true, message: t('Please enter the address') },
            { pattern: /^https?:\/\/\S+$/i, message: t('An http:// or https:// address') },
          ]}
        >
          <Input disabled={fromEnvironment} placeholder="https://" inputMode="url" />
        </Form.Item>
        <Form.Item name="description" label={t('Description')}>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="events" label={t('Content kinds')} extra={t('None chosen: every content change.')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('All content')}
            options={WEBHOOK_EVENT_KINDS.map((kind) => ({ value: kind, label: kind }))}
          />
        </Form.Item>
        <Form.Item name="paused" valuePropName="checked">
          <Checkbox>{t('Paused (nothing is queued for it while paused)')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The secret of an endpoint just made or rotated: shown this once, with a copy button. */
function SecretShownOnce({ endpoint, onClose }: { endpoint: WebhookEndpointWithSecret; onClose(): void }) {
  const { t } = useMessages();
  // The sentence is split around the address, shown as code.
  const [before, after] = t('Copy this secret into the receiver of {{url}} now: it is not shown again.').split(
    '{{url}}',
  );
  return (
    <Modal
      open
      title={t('Signing secret')}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('Done')}
    >
      <Typography.Paragraph>
        {before}
        <Typography.Text code>{endpoint.url}</Typography.Text>
        {after}
      </Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: endpoint.secret }} code style={{ wordBreak: 'break-all' }}>
        {endpoint.secret}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('Calls carry webhook-id, webhook-timestamp and webhook-signature headers (Standard Webhooks).')}
      </Typography.Paragraph>
    </Modal>
  );
}

/** /webhooks: the endpoints, with add, edit, pause, rotate the secret, delete, and a link to each one's deliveries. */
export default function WebhookEndpoints() {
  const { t } = useMessages();
  const api = useService(WebhooksApiToken);
  const dialogs = useService(Dialogs);
  const [rows, setRows] = useState<WebhookEndpoint[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setRows(await api.endpoints());
    } catch (failure) {
      setError(errorMessage(failure, t('Error: could not load the webhook endpoints')));
    } finally {
      setLoading(false);
    }
    // t changes with the language: the endpoints are not asked again for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const act = async (work: () => Promise<unknown>, failed: string) => {
    try {
      await work();
    } catch (failure) {
      await dialogs.error(errorMessage(failure, failed), t('Not done'));
    }
    await load();
  };

  const togglePause = (endpoint: WebhookEndpoint) =>
    act(
      () => api.edit(endpoint._id, { paused: !endpoint.paused }, endpoint.updatedAt),
      t('The endpoint could not be changed'),
    );
  const rotate = async (endpoint: WebhookEndpoint) => {
    if (
      !(await dialogs.confirm(
        t('The receiver must take the new secret: calls signed from now on no longer verify with the old one.'),
        { title: t('Rotate the secret?'), okText: t('Rotate') },
      ))
    )
      return;
    await act(async () => setSecret(await api.rotateSecret(endpoint._id)), t('The secret could not be rotated'));
  };
  const remove = async (endpoint: WebhookEndpoint) => {
    if (
      !(await dialogs.confirm(t('{{url}} and its deliveries are deleted.', { url: endpoint.url }), {
        title: t('Delete this endpoint?'),
        okText: t('Delete'),
        danger: true,
      }))
    )
      return;
    await act(() => api.remove(endpoint._id), t('The endpoint could not be deleted'));
  };

  const columns: TableColumnsType<WebhookEndpoint> = [
    {
      title: t('Address'),
      key: 'url',
      render: (_value, endpoint) => (
        // Long addresses wrap, so the state and the actions stay in view on a phone.
        <Space direction="vertical" size={0} style={{ maxWidth: 240, wordBreak: 'break-all' }}>
          <Link to={`/webhooks/${endpoint._id}/deliveries`}>{endpoint.url}</Link>
          {endpoint.description && <Typography.Text type="secondary">{endpoint.description}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('State'),
      key: 'state',
      render: (_value, endpoint) =>
        endpoint.paused ? <Tag color="default">{t('Paused')}</Tag> : <Tag color="green">{t('Active')}</Tag>,
    },
    {
      title: t('Content kinds'),
      key: 'events',
      responsive: ['md'],
      render: (_value, endpoint) => (endpoint.events.length === 0 ? t('All') : endpoint.events.join(', ')),
    },
    {
      title: t('Last delivery'),
      key: 'last',
      responsive: ['md'],
      render: (_value, endpoint) =>
        endpoint.lastStatus ? <Tag color={STATUS_COLORS[endpoint.lastStatus]}>{t(endpoint.lastStatus)}</Tag> : '-',
    },
    {
      title: t('Secret'),
      key: 'secret',
      responsive: ['lg'],
      render: (_value, endpoint) => <Typography.Text code>{endpoint.secretHint}</Typography.Text>,
    },
    {
      title: t('Source'),
      key: 'source',
      responsive: ['lg'],
      render: (_value, endpoint) => (endpoint.source === 'env' ? t('Environment') : t('Added here')),
    },
    {
      title: t('Actions'),
      key: 'actions',
      render: (_value, endpoint) => (
        <Space wrap size="small">
          <Switch
            size="small"
            checked={!endpoint.paused}
            aria-label={
              endpoint.paused ? t('Resume {{url}}', { url: endpoint.url }) : t('Pause {{url}}', { url: endpoint.url })
            }
            onChange={() => void togglePause(endpoint)}
          />
          <Button size="small" onClick={() => setEditing({ endpoint })}>
            {t('Edit')}
          </Button>
          <Button size="small" disabled={endpoint.source === 'env'} onClick={() => void rotate(endpoint)}>
            {t('Rotate secret')}
          </Button>
          <Button size="small" danger disabled={endpoint.source === 'env'} onClick={() => void remove(endpoint)}>
            {t('Delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('Webhook endpoints')}
        actions={
          <AddButton permission="webhooks:manage" noun="Endpoint" onClick={() => setEditing({ endpoint: null })} />
        }
      />
      <Typography.Paragraph type="secondary">
        {t(
          'Each content change is sent to every active endpoint, signed (Standard Webhooks), tried again with growing waits until it is answered 2xx.',
        )}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Table
        rowKey="_id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text>{t('No endpoint yet.')}</Typography.Text> }}
      />
      {editing && (
        <EndpointForm
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if ('secret' in saved) setSecret(saved);
            void load();
          }}
        />
      )}
      {secret && <SecretShownOnce endpoint={secret} onClose={() => setSecret(null)} />}
    </>
  );
}
