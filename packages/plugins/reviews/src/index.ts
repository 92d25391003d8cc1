import {
  ContainerModule,
  contribute,
  DashboardCards,
  definePlugin,
  PaletteActions,
  listStoreOf,
} from '@backoffice/kernel';
import { ReviewsApi } from './api';
import { ReviewsApiToken, ReviewsListStoreToken } from './tokens';
import { reviewsMessages } from './messages';

/** Customer reviews: the list, the add form and the edit form. */
export default definePlugin({
  id: 'reviews',
  title: 'Reviews',
  nav: [{ group: 'General', label: 'Reviews', path: '/reviews', order: 3 }],
  routes: [
    { path: '/reviews', screen: () => import('./screens/ReviewsList') },
    {
      path: '/add-new-review',
      parent: '/reviews',
      permission: 'content:write',
      screen: () => import('./screens/ReviewAdd'),
    },
    { path: '/reviews/edit-review', permission: 'content:write', screen: () => import('./screens/ReviewEdit') },
  ],
  messages: reviewsMessages,
  services: new ContainerModule(({ bind }) => {
    bind(ReviewsApiToken).to(ReviewsApi).inSingletonScope();
    bind(ReviewsListStoreToken)
      .toDynamicValue(listStoreOf(ReviewsApiToken, (api) => api.list()))
      .inSingletonScope();
  }),
  stores: [ReviewsListStoreToken],
  contributes: [
    contribute(DashboardCards, { key: 'reviews', group: 'general', title: 'Reviews', path: '/reviews', order: 3 }),
    contribute(PaletteActions, {
      key: 'add-review',
      label: 'Add review',
      path: '/add-new-review',
      keywords: ['new', 'testimonial'],
      permission: 'content:write',
    }),
  ],
});
