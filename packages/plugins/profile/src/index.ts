import { ContainerModule, definePlugin } from '@backoffice/kernel';
import { ProfileApi } from './api';
import { ProfileApiToken } from './tokens';

/** The own profile (admin spec §2 Edit profile), reached from the profile chip's menu. */
export default definePlugin({
  id: 'profile',
  title: 'Edit Profile',
  routes: [{ path: '/edit-profile', screen: () => import('./screens/EditProfile') }],
  services: new ContainerModule(({ bind }) => {
    bind(ProfileApiToken).to(ProfileApi).inSingletonScope();
  }),
});
