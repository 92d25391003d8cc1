import { errorMessage, inject, injectable, makeAutoObservable, runInAction } from '@backoffice/kernel';
import { CountriesApi, type Country, type Region } from '../api';
import { CountriesApiToken } from '../tokens';

/** One table row: a country with the region it belongs to. */
export interface CountryRow {
  country: Country;
  regionId: string;
  region: string;
  regionDescription: string;
}

/**
 * The regions and their countries, shared by the list, the map and the forms (plugin scope: kept while
 * navigating, refreshed whenever a screen mounts).
 */
@injectable()
export class CountriesStore {
  regions: Region[] = [];
  loading = false;
  loaded = false;
  error: string | null = null;

  constructor(@inject(CountriesApiToken) private readonly api: CountriesApi) {
    makeAutoObservable<CountriesStore, 'api'>(this, { api: false });
  }

  /** Countries in region order, one row each (a region's rows stay together). */
  get rows(): CountryRow[] {
    return this.regions.flatMap((region) =>
      region.countries.map((country) => ({
        country,
        regionId: region._id,
        region: region.region,
        regionDescription: region.description,
      })),
    );
  }

  get regionNames(): string[] {
    return this.regions.map((region) => region.region);
  }

  findRow(countryId: string): CountryRow | undefined {
    return this.rows.find((row) => row.country._id === countryId);
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const regions = await this.api.list();
      runInAction(() => {
        this.regions = regions;
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Failed to load the countries. Please try again.');
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Loads, then the row of one country (undefined when it is gone); a failed load throws its message. */
  async loadRow(countryId: string): Promise<CountryRow | undefined> {
    await this.load();
    if (this.error) throw new Error(this.error);
    return this.findRow(countryId);
  }

  /** Deletes one country; the list reloads after it, so an emptied region disappears as the server decided. */
  async remove(countryId: string): Promise<void> {
    await this.api.remove(countryId);
  }
}
