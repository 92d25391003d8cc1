import { Http, inject, injectable, type HttpClient } from '@backoffice/kernel';

/** A legal page as `GET /guides/get` lists it (content spec §3: the spec calls them guides). */
export interface LegalPage {
  _id: string;
  title: string;
  content: string;
  /** 'Mar 10, 2026': the Last Update column. */
  formattedDate: string;
  updatedAt: string;
}

/** The legal-page calls of content spec §7. */
@injectable()
export class LegalPagesApi {
  constructor(@inject(Http) private readonly http: HttpClient) {}

  async list(): Promise<LegalPage[]> {
    const response = await this.http.get<{ guides?: LegalPage[] }>('/guides/get');
    return Array.isArray(response.data?.guides) ? response.data.guides : [];
  }

  async edit(page: LegalPage, change: { title: string; content: string }): Promise<LegalPage> {
    const response = await this.http.put<{ data: LegalPage }>(`/guides/edit/${encodeURIComponent(page._id)}`, { ...change, updatedAt: page.updatedAt });
    return response.data.data;
  }
}
