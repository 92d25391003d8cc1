import { counter } from '../../db/count';
import { filesIn } from '../../storage/orphan-sweep';
import { defineModule } from '../module';
import { adminsDemo, firstAdminSeed } from './demo-seed';
import { usersRoutes } from './routes';

/** Admin users and the own profile; tables of 001-core. */
export const usersModule = defineModule({
  name: 'users',
  seed: firstAdminSeed,
  demoSeed: adminsDemo,
  dashboard: [{ group: 'general', key: 'users', title: 'Users', count: counter('admins') }],
  files: filesIn(['uploads/profiles'], ['admins', 'pfp']),
  routes: usersRoutes,
});
