import { Api, inject, injectable, type ApiClient } from '@backoffice/kernel';
import type { PersonalDataApi as Calls, PersonalDataErased, PersonalDataFound } from '@backoffice/contracts';

export type { PersonalDataErased, PersonalDataFound, PersonalDataHits } from '@backoffice/contracts';

/** Personal-data requests: the e-mail travels in the body (never in a URL). */
@injectable()
export class PersonalDataApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  find(email: string): Promise<PersonalDataFound> {
    return this.api.post<Calls['find']>('/personal-data/find', { email });
  }

  exportZip(email: string): Promise<Blob> {
    return this.api.download<Calls['exportZip']>('POST', '/personal-data/export', { email });
  }

  erase(email: string): Promise<PersonalDataErased> {
    return this.api.post<Calls['erase']>('/personal-data/erase', { email });
  }
}
