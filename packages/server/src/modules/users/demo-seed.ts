import type { Role } from '@backoffice/contracts';
import { createAdmin, findAdminByEmail } from '../../auth/admins';
import { ensureFirstAdmin } from '../../auth/first-admin';
import type { DemoSeed, StartContext } from '../module';

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
export const adminsDemo: DemoSeed = {
  async hasContent(db) {
    return Boolean(await findAdminByEmail(db, DEMO_ADMINS[0].email));
  },
  // The demo password is published (README, console): on a database with real admins those accounts would
  // be a way in for anyone who read it.
  async unsafe(db) {
    const demoEmails = DEMO_ADMINS.map((admin) => admin.email);
    const others = await db
      .selectFrom('admins')
      .select('email')
      .where('email', 'not in', demoEmails)
      .limit(1)
      .execute();
    return others.length > 0
      ? `The database already has admins; demo accounts use the published password ${DEMO_PASSWORD}.`
      : null;
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

/** Someone can always sign in: with no admin, the first super admin (ADMIN_EMAIL / ADMIN_PASSWORD, or a generated password shown once). */
export async function firstAdminSeed({ db, settings, report }: StartContext): Promise<void> {
  const created = await ensureFirstAdmin(db, { email: settings.adminEmail, password: settings.adminPassword });
  if (created?.generatedPassword) {
    report('A first super admin was created. This password is shown only once; keep it:');
    report(`  email:    ${created.email}`);
    report(`  password: ${created.generatedPassword}`);
  } else if (created) {
    report(`Sign in as ${created.email} with the password from ADMIN_PASSWORD.`);
  }
}
