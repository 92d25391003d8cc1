import { createToken } from '@backoffice/kernel';
import type { CountriesApi } from './api';
import type { CountriesStore } from './stores/countries-store';

export const CountriesApiToken = createToken<CountriesApi>('countries/CountriesApi');
export const CountriesStoreToken = createToken<CountriesStore>('countries/CountriesStore');
