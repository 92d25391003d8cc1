import { createToken } from '@backoffice/kernel';
import type { WebhooksApi } from './api';
import type { BackgroundJobsStore, DeliveryLists } from './stores/webhook-stores';

export const WebhooksApiToken = createToken<WebhooksApi>('webhooks/WebhooksApi');
/** The background jobs list's state (page, queue and state filters, counts per queue). */
export const BackgroundJobsStoreToken = createToken<BackgroundJobsStore>('webhooks/BackgroundJobsStore');
/** Each endpoint's deliveries list state (`.of(endpointId)`). */
export const DeliveryListsToken = createToken<DeliveryLists>('webhooks/DeliveryLists');
