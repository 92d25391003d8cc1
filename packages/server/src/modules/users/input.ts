import { isRole, type Role } from '@backoffice/contracts';
import { isWellFormedEmail, normaliseEmail } from '../../auth/email-address';
import { assertNewPasswordAccepted } from '../../auth/password-policy';
import { AppError } from '../../http/app-error';

/** The fields of an admin as the original product's API sends them (JSON for user management, multipart for the own profile). */
export interface AdminFields {
  FName: string;
  LName: string;
  email: string;
  role?: Role;
  password?: string;
}

const TEXT_KEYS = ['FName', 'LName', 'email', 'password', 'role', 'updatedAt'] as const;

/**
 * Reads and checks the admin fields; blank-after-trim names and email are 'Please fill all the fields'
 * (the spec's message). A blank password means "keep the current one" on updates; a new one must pass the
 * password policy, judged against this account's e-mail and names.
 */
export async function readAdminFields(
  raw: Record<string, unknown>,
  options: { passwordRequired: boolean },
): Promise<AdminFields> {
  // A JSON update has no schema (it may also come as a form): a number, boolean or null is refused, never
  // converted (a numeric password would otherwise be dropped or rounded, a null role read as "no role").
  for (const key of TEXT_KEYS) {
    if (raw[key] !== undefined && typeof raw[key] !== 'string') throw new AppError(400, `${key} must be text`, key);
  }
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string).trim() : '');
  const FName = text('FName');
  const LName = text('LName');
  // Normalised before it is checked: a fullwidth or upper-case look-alike is the same address (409 when taken).
  const email = normaliseEmail(text('email'));
  if (!FName || !LName || !email) throw new AppError(400, 'Please fill all the fields');
  if (FName.length > 60 || LName.length > 60) throw new AppError(400, 'Names must be at most 60 characters');
  if (!isWellFormedEmail(email)) throw new AppError(400, 'Please enter a valid email address', 'email');
  const fields: AdminFields = { FName, LName, email };

  const role = raw.role;
  if (role !== undefined && role !== '') {
    if (!isRole(role)) throw new AppError(400, 'role must be one of superAdmin, admin, editor, viewer');
    fields.role = role;
  }

  const password = typeof raw.password === 'string' ? raw.password : '';
  if (password) {
    await assertNewPasswordAccepted(password, fields);
    fields.password = password;
  } else if (options.passwordRequired) {
    throw new AppError(400, 'A new user needs a password');
  }
  return fields;
}
