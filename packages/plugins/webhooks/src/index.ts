import { ContainerModule, definePlugin, fromServices } from '@backoffice/kernel';
import { WebhooksApi } from './api';
import { BackgroundJobsStoreToken, DeliveryListsToken, WebhooksApiToken } from './tokens';
import { BackgroundJobsStore, DeliveryLists } from './stores/webhook-stores';
import { webhooksMessages } from './messages';

/**
 * Webhooks (super admins, `webhooks:manage`): the endpoints the site is told of content changes through (add,
 * edit, pause, delete, rotate the secret), each endpoint's deliveries with a resend, and the background jobs.
 */
export default definePlugin({
  id: 'webhooks',
  title: 'Webhooks',
  navGroups: [{ key: 'Webhooks', label: 'Webhooks', order: 95, collapsible: true }],
  nav: [
    { group: 'Webhooks', label: 'Endpoints', path: '/webhooks', order: 1 },
    { group: 'Webhooks', label: 'Background jobs', path: '/background-jobs', order: 2 },
  ],
  routes: [
    { path: '/webhooks', permission: 'webhooks:manage', screen: () => import('./screens/WebhookEndpoints') },
    {
      path: '/webhooks/:id/deliveries',
      permission: 'webhooks:manage',
      title: 'Deliveries',
      screen: () => import('./screens/WebhookDeliveries'),
    },
    { path: '/background-jobs', permission: 'webhooks:manage', screen: () => import('./screens/BackgroundJobs') },
  ],
  messages: webhooksMessages,
  services: new ContainerModule(({ bind }) => {
    bind(WebhooksApiToken).to(WebhooksApi).inSingletonScope();
    bind(BackgroundJobsStoreToken)
      .toDynamicValue(fromServices((get) => new BackgroundJobsStore(get(WebhooksApiToken))))
      .inSingletonScope();
    bind(DeliveryListsToken)
      .toDynamicValue(fromServices((get) => new DeliveryLists(get(WebhooksApiToken))))
      .inSingletonScope();
  }),
  stores: [BackgroundJobsStoreToken, DeliveryListsToken],
});
