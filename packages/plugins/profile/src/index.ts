import { ContainerModule, definePlugin, listStoreFrom } from '@backoffice/kernel';
import type { SessionSummary } from '@backoffice/contracts';
import { ProfileApi } from './api';
import { PasskeysApi } from './passkeys-api';
import { PasskeysApiToken, ProfileApiToken, SessionsListStoreToken } from './tokens';
import { profileMessages } from './messages';

/** The own profile and the own sessions, reached from the profile chip's menu. */
export default definePlugin({
  id: 'profile',
  title: 'Edit Profile',
  routes: [
    { path: '/edit-profile', title: 'Edit Profile', screen: () => import('./screens/EditProfile') },
    { path: '/sessions', title: 'Sessions', parent: '/edit-profile', screen: () => import('./screens/Sessions') },
  ],
  messages: profileMessages,
  services: new ContainerModule(({ bind }) => {
    bind(ProfileApiToken).to(ProfileApi).inSingletonScope();
    bind(PasskeysApiToken).to(PasskeysApi).inSingletonScope();
    bind(SessionsListStoreToken)
      .toDynamicValue(
        listStoreFrom<SessionSummary>((get) => {
          const api = get(ProfileApiToken);
          return {
            load: async () => (await api.sessions()).sort((a, b) => Number(b.current) - Number(a.current)),
          };
        }),
      )
      .inSingletonScope();
  }),
  stores: [SessionsListStoreToken],
});
