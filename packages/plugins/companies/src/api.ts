import { Api, inject, injectable, type ApiClient, type PublishChoice } from '@backoffice/kernel';
import type { CompaniesApi as Calls, Company, Envelope } from '@backoffice/contracts';

export type { Company } from '@backoffice/contracts';

/** The publishing choice a save sends, only what differs from the server's default (docs/editorial-workflow.md). */
export type CompanyPublishing = Partial<PublishChoice>;

export interface CompanyInput {
  name: string;
  row: number;
  logo: File;
  publishing?: CompanyPublishing;
}

/** The publishing choice as form fields (a time cleared is sent empty). */
const publishingForm = (publishing: CompanyPublishing = {}) =>
  Object.fromEntries(Object.entries(publishing).map(([name, value]) => [name, value ?? '']));

/** The companies calls of the original product's API. */
@injectable()
export class CompaniesApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  async list(): Promise<Company[]> {
    const { data } = await this.api.get<Calls['list']>('/companies');
    return data.slice().sort((a, b) => a.row - b.row);
  }

  async add(input: CompanyInput): Promise<Envelope<Company>> {
    // The file goes last: the server reads the text fields before streaming the upload.
    const company = await this.api.upload<Calls['add']>('POST', '/companies/add', {
      name: input.name.trim(),
      row: String(input.row),
      ...publishingForm(input.publishing),
      logo: input.logo,
    });
    return { success: true, data: company };
  }

  /** Sends only the changes (a name, a row, a new logo) with the version edited; 409 when someone changed it meanwhile. */
  async edit(
    company: Company,
    change: { name?: string; row?: number; logo?: File | null; publishing?: CompanyPublishing },
  ): Promise<Company> {
    return this.api.upload<Calls['edit']>('PUT', `/companies/edit/${encodeURIComponent(company._id)}`, {
      ...(change.name !== undefined ? { name: change.name.trim() } : {}),
      ...(change.row !== undefined ? { row: String(change.row) } : {}),
      updatedAt: company.updatedAt,
      ...publishingForm(change.publishing),
      // The file goes last: the server reads the text fields before streaming the upload.
      ...(change.logo ? { logo: change.logo } : {}),
    });
  }

  async remove(id: string): Promise<void> {
    await this.api.delete<Calls['remove']>(`/companies/${encodeURIComponent(id)}`);
  }
}
