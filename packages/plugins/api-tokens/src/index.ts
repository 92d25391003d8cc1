import { ContainerModule, definePlugin, listStoreOf } from '@backoffice/kernel';
import { ApiTokensApi } from './api';
import { ApiTokensApiToken, ApiTokensListStoreToken } from './tokens';
import { apiTokensMessages } from './messages';

/**
 * API tokens (issue 39): named secrets for scripts and CI jobs, with a role or narrower scopes and an expiry.
 * Admins manage their own, super admins anyone's (`tokens:manage`; the sidebar entry shows only to them).
 */
export default definePlugin({
  id: 'api-tokens',
  title: 'API tokens',
  nav: [{ group: 'General', label: 'API tokens', path: '/api-tokens', order: 5, permission: 'tokens:manage' }],
  routes: [{ path: '/api-tokens', permission: 'tokens:manage', screen: () => import('./screens/ApiTokensList') }],
  messages: apiTokensMessages,
  services: new ContainerModule(({ bind }) => {
    bind(ApiTokensApiToken).to(ApiTokensApi).inSingletonScope();
    bind(ApiTokensListStoreToken)
      .toDynamicValue(listStoreOf(ApiTokensApiToken, (api) => api.list()))
      .inSingletonScope();
  }),
  stores: [ApiTokensListStoreToken],
});
