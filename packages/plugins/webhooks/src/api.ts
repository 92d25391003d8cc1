import { Api, inject, injectable, type ApiClient } from '@backoffice/kernel';
import type {
  BackgroundJobPage,
  BackgroundJobQuery,
  BackgroundJobsApi,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointBody,
  WebhookEndpointWithSecret,
  WebhooksApi as Calls,
} from '@backoffice/contracts';

export type {
  BackgroundJob,
  BackgroundJobPage,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEndpointBody,
  WebhookEndpointWithSecret,
} from '@backoffice/contracts';
export { WEBHOOK_EVENT_KINDS, BACKGROUND_JOB_STATES } from '@backoffice/contracts';

const endpointPath = (id: string) => `/webhooks/endpoints/${encodeURIComponent(id)}` as const;

/** Webhook endpoints, their deliveries, and the background jobs list (super admins). */
@injectable()
export class WebhooksApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  endpoints(): Promise<WebhookEndpoint[]> {
    return this.api.get<Calls['list']>('/webhooks/endpoints');
  }

  add(input: WebhookEndpointBody): Promise<WebhookEndpointWithSecret> {
    return this.api.post<Calls['add']>('/webhooks/endpoints', input);
  }

  /** Sends the version edited, so a change made meanwhile by someone else is a 409. */
  edit(id: string, input: Partial<WebhookEndpointBody>, updatedAt?: string): Promise<WebhookEndpoint> {
    return this.api.put<Calls['edit']>(endpointPath(id), { ...input, ...(updatedAt ? { updatedAt } : {}) });
  }

  async remove(id: string): Promise<void> {
    await this.api.delete<Calls['remove']>(endpointPath(id));
  }

  rotateSecret(id: string): Promise<WebhookEndpointWithSecret> {
    return this.api.post<Calls['rotateSecret']>(`${endpointPath(id)}/rotate-secret`);
  }

  deliveries(id: string, page: number, pageSize: number): Promise<WebhookDeliveryPage> {
    return this.api.get<Calls['deliveries']>(`${endpointPath(id)}/deliveries`, { page, pageSize });
  }

  async resend(deliveryId: string): Promise<void> {
    await this.api.post<Calls['resend']>(`/webhooks/deliveries/${encodeURIComponent(deliveryId)}/resend`);
  }

  jobs(query: BackgroundJobQuery): Promise<BackgroundJobPage> {
    return this.api.get<BackgroundJobsApi['list']>('/background-jobs', query);
  }
}
