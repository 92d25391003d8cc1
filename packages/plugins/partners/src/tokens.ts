import { createToken } from '@backoffice/kernel';
import type { PartnersApi } from './api';

export const PartnersApiToken = createToken<PartnersApi>('partners/PartnersApi');
