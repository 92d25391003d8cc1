import {
  ContainerModule,
  contribute,
  DashboardCards,
  definePlugin,
  fromServices,
  listStoreOf,
  type NavEntry,
  type PluginRoute,
} from '@backoffice/kernel';
import { AboutCardsApi } from './about-cards-api';
import { SectionsApi } from './api';
import { BUILT_IN_AREAS } from './areas';
import { PageAreas, SectionEditors, sectionListScreen, SECTION_WRITE } from './public';
import { cardEditor, generalEditor } from './section-model';
import { AboutCardsApiToken, AboutCardsListStoreToken, SectionListsToken, SectionsApiToken } from './tokens';
import { SectionLists } from './stores/section-lists';
import { sectionsMessages } from './messages';

export * from './public';

// Routes and nav entries of the built-in areas come from the same table that is contributed.
const areaRoutes: PluginRoute[] = BUILT_IN_AREAS.flatMap((area) =>
  [area.path, ...(area.aliases ?? [])].map((path) => ({ path, screen: area.screen ?? sectionListScreen(area.key) })),
);
const areaNav: NavEntry[] = [
  ...BUILT_IN_AREAS.flatMap((area) => (area.nav ? [{ ...area.nav, path: area.path }] : [])),
  { group: 'General', label: 'Home Description Hero', path: '/home-descr-hero', order: 4 },
  { group: 'General', label: 'Hero', path: '/hero', order: 6 },
];

/** Content sections of every page area, and the section editor. */
export default definePlugin({
  id: 'sections',
  title: 'Content sections',
  nav: areaNav,
  routes: [
    ...areaRoutes,
    { path: '/home-descr-hero', screen: () => import('./screens/HomeHeroView') },
    { path: '/home-descr-hero/edit', permission: SECTION_WRITE, screen: () => import('./screens/HomeHeroForm') },
    { path: '/home-descr-hero/add', permission: SECTION_WRITE, screen: () => import('./screens/HomeHeroForm') },
    { path: '/hero', screen: () => import('./screens/DashboardHero') },
    { path: '/banners/edit', permission: SECTION_WRITE, screen: () => import('./screens/BannerEditor') },
    { path: '/about-us/edit/:id', permission: SECTION_WRITE, screen: () => import('./screens/AboutCardForm') },
    { path: '/about-us/cards/add', permission: SECTION_WRITE, screen: () => import('./screens/AboutCardForm') },
    { path: '/edit-section', permission: SECTION_WRITE, screen: () => import('./screens/SectionEditorScreen') },
  ],
  services: new ContainerModule(({ bind }) => {
    bind(SectionsApiToken).to(SectionsApi).inSingletonScope();
    bind(AboutCardsApiToken).to(AboutCardsApi).inSingletonScope();
    bind(SectionListsToken)
      .toDynamicValue(fromServices((get) => new SectionLists(get(SectionsApiToken))))
      .inSingletonScope();
    bind(AboutCardsListStoreToken)
      .toDynamicValue(listStoreOf(AboutCardsApiToken, (api) => api.list()))
      .inSingletonScope();
  }),
  stores: [SectionListsToken, AboutCardsListStoreToken],
  messages: sectionsMessages,
  contributes: [
    contribute(DashboardCards, {
      key: 'sections',
      group: 'general',
      title: 'Content Sections',
      path: '/home',
      order: 10,
    }),
    ...BUILT_IN_AREAS.map(({ nav: _nav, aliases: _aliases, screen: _screen, ...area }) => contribute(PageAreas, area)),
    contribute(SectionEditors, generalEditor),
    contribute(SectionEditors, cardEditor),
  ],
});
