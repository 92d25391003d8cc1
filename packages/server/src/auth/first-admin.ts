import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countAdmins, createAdmin } from './admins';
import { normaliseEmail } from './email-address';
import { randomPassword } from './passwords';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

export interface FirstAdminResult {
  email: string;
  /** Set only when this call created the account with a generated password (shown once). */
  generatedPassword: string | null;
  created: boolean;
}

/**
 * Makes sure someone can sign in: when no admin exists, creates a superAdmin from ADMIN_EMAIL and
 * ADMIN_PASSWORD, or admin@example.com with a random password to print once.
 */
export async function ensureFirstAdmin(db: Kysely<Database>, settings: { email: string | null; password: string | null }): Promise<FirstAdminResult | null> {
  if ((await countAdmins(db)) > 0) return null;
  // ADMIN_EMAIL in its stored form, so the address printed is the one to sign in with (an invisible character: 400).
  const email = normaliseEmail(settings.email ?? DEFAULT_ADMIN_EMAIL);
  const generatedPassword = settings.password ? null : randomPassword();
  try {
    await createAdmin(db, { firstName: 'Super', lastName: 'Admin', email, password: settings.password ?? generatedPassword!, role: 'superAdmin' });
  } catch (error) {
    // Another server process starting at the same moment created it first: nothing left to do here.
    if ((error as { code?: string }).code === '23505') return null;
    throw error;
  }
  return { email, generatedPassword, created: true };
}
