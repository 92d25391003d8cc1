import { createToken } from '@backoffice/kernel';
import type { LegalPagesApi } from './api';

export const LegalPagesApiToken = createToken<LegalPagesApi>('legal-pages/LegalPagesApi');
