import { createToken } from '@backoffice/kernel';
import type { SectionsApi } from './api';

export const SectionsApiToken = createToken<SectionsApi>('sections/SectionsApi');
