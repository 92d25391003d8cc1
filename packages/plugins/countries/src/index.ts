import { ContainerModule, contribute, DashboardCards, definePlugin } from '@backoffice/kernel';
import { CountriesApi } from './api';
import { countriesMessages } from './messages';
import { CountriesStore } from './stores/countries-store';
import { CountriesApiToken, CountriesStoreToken } from './tokens';

/**
 * Countries covered: the list grouped by region, the add and edit forms, and the world
 * map (the spec's map placeholders made real). The map data is only in the map screen's chunk.
 */
export default definePlugin({
  id: 'countries',
  title: 'Countries covered',
  messages: countriesMessages,
  nav: [
    { group: 'Explore', label: 'Countries Covered', path: '/explore/countries-covered', order: 1 },
    { group: 'Explore', label: 'Coverage Map', path: '/map-countries', order: 1.5 },
  ],
  routes: [
    { path: '/explore/countries-covered', screen: () => import('./screens/CountriesList') },
    {
      path: '/explore/countries-covered/add',
      permission: 'content:write',
      screen: () => import('./screens/CountryAdd'),
    },
    {
      path: '/explore/countries-covered/edit',
      permission: 'content:write',
      screen: () => import('./screens/CountryEdit'),
    },
    { path: '/map-countries', screen: () => import('./screens/CountriesMap') },
    // The spec's former placeholders: the same forms, reached from the map.
    {
      path: '/add-new-map',
      parent: '/map-countries',
      permission: 'content:write',
      screen: () => import('./screens/CountryAdd'),
    },
    { path: '/map-countries/edit-map', permission: 'content:write', screen: () => import('./screens/CountryEdit') },
  ],
  services: new ContainerModule(({ bind }) => {
    bind(CountriesApiToken).to(CountriesApi).inSingletonScope();
    bind(CountriesStoreToken).to(CountriesStore).inSingletonScope();
  }),
  stores: [CountriesStoreToken],
  contributes: [
    contribute(DashboardCards, {
      key: 'countries',
      group: 'general',
      title: 'Countries Covered',
      path: '/explore/countries-covered',
      order: 20,
    }),
  ],
});
