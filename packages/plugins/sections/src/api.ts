import { Http, inject, injectable, type HttpClient } from '@backoffice/kernel';
import type { Section } from './public';

/** The section calls of content spec §7. */
@injectable()
export class SectionsApi {
  constructor(@inject(Http) private readonly http: HttpClient) {}

  async list(page: string): Promise<Section[]> {
    const response = await this.http.get<{ sections?: Section[] }>(`/sections/${encodeURIComponent(page)}`);
    return [...(response.data.sections ?? [])].sort((a, b) => a.order - b.order);
  }

  async save(id: string | undefined, form: FormData): Promise<unknown> {
    const response = id
      ? await this.http.put(`/section/update/${encodeURIComponent(id)}`, form)
      : await this.http.post('/section/create', form);
    return response.data;
  }

  async remove(id: string): Promise<void> {
    await this.http.delete(`/sections/delete/${encodeURIComponent(id)}`);
  }
}
