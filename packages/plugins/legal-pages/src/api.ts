import { Api, inject, injectable, type ApiClient, type PublishChoice } from '@backoffice/kernel';
import type { LegalPage, LegalPagesApi as Calls } from '@backoffice/contracts';

export type { LegalPage } from '@backoffice/contracts';

/** The legal-page calls of the original product's API. */
@injectable()
export class LegalPagesApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  async list(): Promise<LegalPage[]> {
    return (await this.api.get<Calls['list']>('/guides/get')).guides;
  }

  /** A new page (not in the spec): `POST /guides/add`; its content may be empty, to be written later. */
  async add(input: { title: string; content: string }): Promise<LegalPage> {
    return this.api.post<Calls['add']>('/guides/add', input);
  }

  async remove(id: string): Promise<void> {
    await this.api.delete<Calls['remove']>(`/guides/delete/${encodeURIComponent(id)}`);
  }

  /** `publishing`: what the publish bar sends (`publishFields`), only what differs from the server's default. */
  async edit(page: LegalPage, change: { title: string; content: string } & Partial<PublishChoice>): Promise<LegalPage> {
    return this.api.put<Calls['edit']>(`/guides/edit/${encodeURIComponent(page._id)}`, {
      ...change,
      updatedAt: page.updatedAt,
    });
  }
}
