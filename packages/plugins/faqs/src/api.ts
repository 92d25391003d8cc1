import { Api, inject, injectable, type ApiClient } from '@backoffice/kernel';
import type { Faq, FaqBody, FaqsApi as Calls } from '@backoffice/contracts';

export type { Faq } from '@backoffice/contracts';
export type FaqInput = FaqBody;

/** The FAQ calls of the original product's API. */
@injectable()
export class FaqsApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  async list(): Promise<Faq[]> {
    return (await this.api.get<Calls['list']>('/faq')).slice().sort((a, b) => a.row - b.row);
  }

  async add(input: FaqInput): Promise<Faq> {
    return this.api.post<Calls['add']>('/faq/add', input);
  }

  /** Sends the version edited (`updatedAt`), so a change made meanwhile by someone else is a 409, never overwritten. */
  async edit(id: string, input: FaqInput, updatedAt?: string): Promise<Faq> {
    return this.api.put<Calls['edit']>(`/faq/edit/${encodeURIComponent(id)}`, {
      ...input,
      ...(updatedAt ? { updatedAt } : {}),
    });
  }

  async remove(id: string): Promise<void> {
    await this.api.delete<Calls['remove']>(`/faq/delete/${encodeURIComponent(id)}`);
  }
}
