import { Http, inject, injectable, type HttpClient } from '@backoffice/kernel';
import type { CountryStatus } from './country-status';

/** A country covered, as `GET /getAllCountries` lists it inside its region. */
export interface Country {
  _id: string;
  country: string;
  /** Address of the flag image. */
  flag: string;
  status: CountryStatus;
  /** Version for optimistic concurrency: sent back with an edit. */
  updatedAt: string;
}

export interface Region {
  _id: string;
  region: string;
  description: string;
  countries: Country[];
}

/** What the add and edit forms send (multipart: the flag is a file). */
export interface CountryInput {
  country: string;
  countryStatus: CountryStatus;
  region: string;
  description: string;
  /** Required when adding; when editing only a new flag is sent. */
  flag: File | null;
}

interface Answer<T> {
  success: boolean;
  message?: string;
  data: T;
}

/** The list may come as `data` or, from older backends, as `data.data`. */
function regionsOf(body: Answer<Region[] | { data: Region[] }>): Region[] {
  const data = body?.data;
  if (Array.isArray(data)) return data;
  if (data && Array.isArray(data.data)) return data.data;
  return [];
}

function toForm(input: CountryInput, updatedAt?: string): FormData {
  const form = new FormData();
  form.append('country', input.country.trim());
  form.append('countryStatus', input.countryStatus);
  form.append('region', input.region.trim());
  form.append('description', input.description.trim());
  if (updatedAt) form.append('updatedAt', updatedAt);
  // The file goes last: the server reads the text fields before streaming the upload.
  if (input.flag) form.append('flag', input.flag);
  return form;
}

/** The countries calls of content spec §7. */
@injectable()
export class CountriesApi {
  constructor(@inject(Http) private readonly http: HttpClient) {}

  async list(): Promise<Region[]> {
    const response = await this.http.get<Answer<Region[]>>('/getAllCountries');
    return regionsOf(response.data);
  }

  async add(input: CountryInput): Promise<Country> {
    const response = await this.http.post<Answer<Country>>('/addCountry', toForm(input));
    return response.data.data;
  }

  async edit(id: string, input: CountryInput, updatedAt: string): Promise<Country> {
    const response = await this.http.put<Answer<Country>>(`/editCountry/${encodeURIComponent(id)}`, toForm(input, updatedAt));
    return response.data.data;
  }

  async remove(id: string): Promise<void> {
    await this.http.delete(`/deleteCountry/${encodeURIComponent(id)}`);
  }
}
