import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countAdmins, createAdmin } from './admins';
import { normaliseEmail } from './email-address';
import { newPasswordProblem } from './password-policy';
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
 * ADMIN_PASSWORD, or admin@example.com with a random password to print once. A weak ADMIN_PASSWORD stops the
 * start with the policy's reason rather than a warning: this account can do everything, a log line is easily
 * missed, and nothing existing breaks (with admins in the database ADMIN_PASSWORD is not read).
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  settings: { email: string | null; password: string | null },
): Promise<FirstAdminResult | null> {
  if ((await countAdmins(db)) > 0) return null;
  // ADMIN_EMAIL in its stored form, so the address printed is the one to sign in with (an invisible character: 400).
  const email = normaliseEmail(settings.email ?? DEFAULT_ADMIN_EMAIL);
  const generatedPassword = settings.password ? null : randomPassword();
  const problem = settings.password
    ? await newPasswordProblem(settings.password, { email, FName: 'Super', LName: 'Admin' })
    : null;
  if (problem)
    throw new Error(
      `ADMIN_PASSWORD is refused: ${problem} Set a stronger one (or unset it to have one generated) and start again.`,
    );
  try {
    await createAdmin(db, {
      firstName: 'Super',
      lastName: 'Admin',
      email,
      password: settings.password ?? generatedPassword!,
      role: 'superAdmin',
    });
  } catch (error) {
    // Another server process starting at the same moment created it first: nothing left to do here.
    if ((error as { code?: string }).code === '23505') return null;
    throw error;
  }
  return { email, generatedPassword, created: true };
}
