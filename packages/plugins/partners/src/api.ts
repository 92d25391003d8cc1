import { Api, createToken, inject, injectable, type ApiClient } from '@backoffice/kernel';
import type { Partner, PartnerBody, PartnersApi as Calls } from '@backoffice/contracts';

export type { Partner } from '@backoffice/contracts';

/** The partners calls, typed by the contract. */
@injectable()
export class PartnersApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  list(): Promise<Partner[]> {
    return this.api.get<Calls['list']>('/partners');
  }

  save(partner: Partner | undefined, body: PartnerBody): Promise<Partner> {
    return partner
      ? this.api.put<Calls['edit']>(`/partners/${encodeURIComponent(partner._id)}`, { ...body, updatedAt: partner.updatedAt })
      : this.api.post<Calls['add']>('/partners', body);
  }

  async remove(id: string): Promise<void> {
    await this.api.delete<Calls['remove']>(`/partners/${encodeURIComponent(id)}`);
  }
}

export const PartnersApiToken = createToken<PartnersApi>('partners/PartnersApi');
