import { createToken } from '@backoffice/kernel';
import type { AboutCardsApi } from './about-cards-api';
import type { SectionsApi } from './api';

export const SectionsApiToken = createToken<SectionsApi>('sections/SectionsApi');
export const AboutCardsApiToken = createToken<AboutCardsApi>('sections/AboutCardsApi');
