import { createAdmin, findAdminByEmail } from '../auth/admins';
import type { Role } from '../auth/permissions';
import type { Seeder } from './seeder';

export const DEMO_PASSWORD = 'Demo-password-2026';

const DEMO_ADMINS: Array<{ firstName: string; lastName: string; email: string; role: Role }> = [
  { firstName: 'Amina', lastName: 'Benali', email: 'amina.benali@demo.example.com', role: 'superAdmin' },
  { firstName: 'Youssef', lastName: 'El Idrissi', email: 'youssef.elidrissi@demo.example.com', role: 'admin' },
  { firstName: 'Chiamaka', lastName: 'Okafor', email: 'chiamaka.okafor@demo.example.com', role: 'admin' },
  { firstName: 'Sara', lastName: 'Haddad', email: 'sara.haddad@demo.example.com', role: 'editor' },
  { firstName: 'Lucas', lastName: 'Moreau', email: 'lucas.moreau@demo.example.com', role: 'editor' },
  { firstName: 'Omar', lastName: 'Tazi', email: 'omar.tazi@demo.example.com', role: 'viewer' },
];

/** Demo admins, one or two per role, all with DEMO_PASSWORD (printed by the seed). */
export const adminsSeeder: Seeder = {
  name: 'admins',
  async hasContent(db) {
    return Boolean(await findAdminByEmail(db, DEMO_ADMINS[0].email));
  },
  async seed({ db, report }) {
    let added = 0;
    for (const admin of DEMO_ADMINS) {
      if (await findAdminByEmail(db, admin.email)) continue;
      await createAdmin(db, { ...admin, password: DEMO_PASSWORD });
      added += 1;
    }
    report(`Demo admins (password ${DEMO_PASSWORD}):`);
    for (const admin of DEMO_ADMINS) report(`  ${admin.role.padEnd(10)} ${admin.email}`);
    return added;
  },
};
