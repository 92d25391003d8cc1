import { Button, Tag, Typography } from 'antd';
import {
  Dialogs,
  errorMessage,
  formatDateTime,
  ListPage,
  observer,
  useListController,
  useMessages,
  useParams,
  useService,
  type ListColumn,
} from '@backoffice/kernel';
import type { WebhookDelivery } from '../api';
import { DeliveryListsToken, WebhooksApiToken } from '../tokens';

const PAGE_SIZE = 20;
const STATUS_COLORS: Record<string, string> = {
  delivered: 'green',
  failed: 'red',
  retrying: 'orange',
  pending: 'blue',
};

/** /webhooks/:id/deliveries: one endpoint's deliveries, newest first: status, answer code, duration, attempts, last error; resend one. */
export default observer(function WebhookDeliveries() {
  const { t } = useMessages();
  const { id = '' } = useParams();
  const api = useService(WebhooksApiToken);
  const dialogs = useService(Dialogs);
  const list = useListController<WebhookDelivery>({
    store: useService(DeliveryListsToken).of(id),
    pageSize: PAGE_SIZE,
    address: false,
    failureMessage: t('Error: could not load the deliveries'),
  });

  const resend = async (delivery: WebhookDelivery) => {
    try {
      await api.resend(delivery._id);
    } catch (failure) {
      await dialogs.error(errorMessage(failure, t('The delivery could not be resent')), t('Not resent'));
    }
    await list.reload();
  };

  const columns: ListColumn<WebhookDelivery>[] = [
    // Status first and the change wrapped: what matters stays in view on a phone.
    {
      title: 'Status',
      key: 'status',
      phone: 'show',
      render: (_value, delivery) => <Tag color={STATUS_COLORS[delivery.status]}>{t(delivery.status)}</Tag>,
    },
    {
      title: 'Change',
      key: 'summary',
      phone: 'show',
      render: (_value, delivery) => <div style={{ maxWidth: 200, wordBreak: 'break-all' }}>{delivery.summary}</div>,
    },
    { title: 'When', key: 'when', phone: 'expand', render: (_value, delivery) => formatDateTime(delivery.createdAt) },
    { title: 'Code', key: 'code', phone: 'expand', render: (_value, delivery) => delivery.responseCode ?? '-' },
    {
      title: 'Duration',
      key: 'duration',
      phone: 'expand',
      render: (_value, delivery) => (delivery.durationMs === null ? '-' : `${delivery.durationMs} ms`),
    },
    { title: 'Attempts', key: 'attempts', phone: 'expand', render: (_value, delivery) => delivery.attempts },
    {
      title: 'Last error',
      key: 'error',
      phone: 'expand',
      render: (_value, delivery) =>
        delivery.lastError ? (
          <Typography.Text type="danger" style={{ display: 'inline-block', maxWidth: 320, wordBreak: 'break-word' }}>
            {delivery.lastError}
          </Typography.Text>
        ) : (
          '-'
        ),
    },
    {
      title: 'Message id',
      key: 'id',
      phone: 'expand',
      desktop: 'expand',
      render: (_value, delivery) => <Typography.Text code>{delivery.messageId}</Typography.Text>,
    },
    {
      title: 'Resend',
      key: 'resend',
      phone: 'show',
      render: (_value, delivery) => (
        <Button
          size="small"
          disabled={delivery.status === 'pending' || delivery.status === 'retrying'}
          onClick={() => void resend(delivery)}
        >
          {t('Resend')}
        </Button>
      ),
    },
  ];

  return (
    <ListPage<WebhookDelivery>
      title={t('Deliveries')}
      breadcrumb={[{ path: '/webhooks', label: t('Webhook endpoints') }, { label: t('Deliveries') }]}
      actions={<Button onClick={() => void list.reload()}>{t('Refresh')}</Button>}

      list={list}
      columns={columns}
      emptyText={t('No delivery yet.')}
    />
  );
});
