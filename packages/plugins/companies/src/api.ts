import { Http, inject, injectable, type HttpClient } from '@backoffice/kernel';

/** A partner company as `GET /companies` lists it (admin spec §3). */
export interface Company {
  _id: string;
  name: string;
  /** Address of the sanitised SVG logo. */
  url: string;
  dateCreated: string;
  /** Position on the public site (1 is first). */
  row: number;
}

export interface CompanyInput {
  name: string;
  row: number;
  logo: File;
}

interface Answer<T> {
  success: boolean;
  message?: string;
  data: T;
}

/** The spec reads the list from `data.data`; a plain `data` list is accepted too. */
function listOf(body: Answer<Company[] | { data: Company[] }>): Company[] {
  const data = body?.data;
  if (Array.isArray(data)) return data;
  if (data && Array.isArray(data.data)) return data.data;
  return [];
}

/** The companies calls of admin spec §7. */
@injectable()
export class CompaniesApi {
  constructor(@inject(Http) private readonly http: HttpClient) {}

  async list(): Promise<Company[]> {
    const response = await this.http.get<Answer<{ data: Company[] }>>('/companies');
    return listOf(response.data).slice().sort((a, b) => a.row - b.row);
  }

  async add(input: CompanyInput): Promise<Answer<Company>> {
    const form = new FormData();
    form.append('name', input.name.trim());
    form.append('row', String(input.row));
    // The file goes last: the server reads the text fields before streaming the upload.
    form.append('logo', input.logo);
    const response = await this.http.post<Answer<Company>>('/companies/add', form);
    return response.data;
  }

  async remove(id: string): Promise<void> {
    await this.http.delete(`/companies/${encodeURIComponent(id)}`);
  }
}
