import { createToken } from '@backoffice/kernel';
import type { PersonalDataApi } from './api';

export const PersonalDataApiToken = createToken<PersonalDataApi>('personal-data/PersonalDataApi');
