import { defineModule } from '../module';
import { countAdminsTotal } from './users-queries';
import { usersRoutes } from './users-routes';

/** Admin users and the own profile (admin spec §2 User Management, Edit profile; §7). Tables: 001-core. */
export const usersModule = defineModule({
  name: 'users',
  async routes(app, context) {
    usersRoutes(app, context);
  },
  dashboard: [{ group: 'general', key: 'users', title: 'Users', count: countAdminsTotal }],
});
