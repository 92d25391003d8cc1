import { Api, inject, injectable, type ApiClient } from '@backoffice/kernel';
import type { SectionRecord, SectionsApi as Calls } from '@backoffice/contracts';
import type { Section } from './public';

/** The section calls of the original product's API. */
@injectable()
export class SectionsApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  async list(page: string): Promise<Section[]> {
    const { sections } = await this.api.get<Calls['list']>(`/sections/${encodeURIComponent(page)}`);
    return [...sections].sort((a, b) => a.order - b.order);
  }

  /** Creates (no id) or updates a section from the editor's multipart form. */
  async save(id: string | undefined, form: FormData): Promise<SectionRecord> {
    return id
      ? this.api.upload<Calls['update']>('PUT', `/section/update/${encodeURIComponent(id)}`, form)
      : this.api.upload<Calls['create']>('POST', '/section/create', form);
  }

  async remove(id: string): Promise<void> {
    await this.api.delete<Calls['remove']>(`/sections/delete/${encodeURIComponent(id)}`);
  }
}
