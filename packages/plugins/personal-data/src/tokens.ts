import { createToken } from '@backoffice/kernel';
import type { PersonalDataApi } from './api';
import type { PersonalDataStore } from './stores/personal-data-store';

export const PersonalDataApiToken = createToken<PersonalDataApi>('personal-data/PersonalDataApi');
export const PersonalDataStoreToken = createToken<PersonalDataStore>('personal-data/PersonalDataStore');
