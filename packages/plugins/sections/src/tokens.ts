import { createToken, type ListStore } from '@backoffice/kernel';
import type { AboutCard, AboutCardsApi } from './about-cards-api';
import type { SectionsApi } from './api';
import type { SectionLists } from './stores/section-lists';

export const SectionsApiToken = createToken<SectionsApi>('sections/SectionsApi');
export const AboutCardsApiToken = createToken<AboutCardsApi>('sections/AboutCardsApi');
/** Each page area's sections list state (`.of(areaKey)`). */
export const SectionListsToken = createToken<SectionLists>('sections/SectionLists');
/** The About Us cards list's state. */
export const AboutCardsListStoreToken = createToken<ListStore<AboutCard>>('sections/AboutCardsListStore');
