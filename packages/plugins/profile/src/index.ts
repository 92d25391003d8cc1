import { ContainerModule, definePlugin } from '@backoffice/kernel';
import { ProfileApi } from './api';
import { PasskeysApi } from './passkeys-api';
import { PasskeysApiToken, ProfileApiToken } from './tokens';
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
  }),
});
