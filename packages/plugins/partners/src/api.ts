import { Api, inject, injectable, type ApiClient } from '@backoffice/kernel';
import type { Partner, PartnerBody, PartnersApi as Calls } from '@backoffice/contracts';

export type { Partner } from '@backoffice/contracts';
export type PartnerInput = Omit<PartnerBody, 'updatedAt'>;

/** The partners calls, typed by the contract. */
@injectable()
export class PartnersApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  async list(): Promise<Partner[]> {
    return this.api.get<Calls['list']>('/partners');
  }

  async add(input: PartnerInput): Promise<Partner> {
    return this.api.post<Calls['add']>('/partners', input);
  }

  /** Sends the version the form started from: the server answers 409 when someone saved in between. */
  async edit(partner: Partner, input: PartnerInput): Promise<Partner> {
    return this.api.put<Calls['edit']>(`/partners/${encodeURIComponent(partner._id)}`, { ...input, updatedAt: partner.updatedAt });
  }

  async remove(id: string): Promise<void> {
    await this.api.delete<Calls['remove']>(`/partners/${encodeURIComponent(id)}`);
  }
}
