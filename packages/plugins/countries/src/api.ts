import { Api, inject, injectable, type ApiClient, type PublishChoice } from '@backoffice/kernel';
import { countryPublishingForm } from './publishing';
import type {
  CountriesApi as Calls,
  CountryForm,
  CountryStatus,
  CountryWithRegion,
  Region,
} from '@backoffice/contracts';

export type { Country, Region } from '@backoffice/contracts';

/** What the add and edit forms send (multipart: the flag is a file). */
export interface CountryInput {
  country: string;
  countryStatus: CountryStatus;
  region: string;
  description: string;
  /** Required when adding; when editing only a new flag is sent. */
  flag: File | null;
  /** What `publishFields` answers for the form's publish bar (sent only when it differs from the server's default). */
  publishing?: Partial<PublishChoice>;
}

function formOf(input: CountryInput, updatedAt?: string): CountryForm {
  return {
    ...countryPublishingForm(input.publishing ?? {}),
    country: input.country.trim(),
    countryStatus: input.countryStatus,
    region: input.region.trim(),
    description: input.description.trim(),
    updatedAt: updatedAt || undefined,
    // The file goes last: the server reads the text fields before streaming the upload.
    flag: input.flag ?? undefined,
  };
}

/** The countries calls of the original product's API. */
@injectable()
export class CountriesApi {
  constructor(@inject(Api) private readonly api: ApiClient) {}

  async list(): Promise<Region[]> {
    const { data } = await this.api.get<Calls['list']>('/getAllCountries');
    return data;
  }

  async add(input: CountryInput): Promise<CountryWithRegion> {
    return this.api.upload<Calls['add']>('POST', '/addCountry', formOf(input));
  }

  async edit(id: string, input: CountryInput, updatedAt: string): Promise<CountryWithRegion> {
    return this.api.upload<Calls['edit']>('PUT', `/editCountry/${encodeURIComponent(id)}`, formOf(input, updatedAt));
  }

  async remove(id: string): Promise<void> {
    await this.api.delete<Calls['remove']>(`/deleteCountry/${encodeURIComponent(id)}`);
  }
}
