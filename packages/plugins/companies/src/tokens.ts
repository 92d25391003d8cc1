import { createToken } from '@backoffice/kernel';
import type { CompaniesApi } from './api';

export const CompaniesApiToken = createToken<CompaniesApi>('companies/CompaniesApi');
