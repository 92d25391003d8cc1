import { createToken } from '@backoffice/kernel';
import type { WebhooksApi } from './api';

export const WebhooksApiToken = createToken<WebhooksApi>('webhooks/WebhooksApi');
