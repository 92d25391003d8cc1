import { AppError } from '../http/app-error';

/** The account a new password is for: its own e-mail and names make a guessable password. */
export interface PasswordOwner {
  email: string;
  FName?: string;
  LName?: string;
}

/**
 * Why a new password is refused (the rule: packages/contracts/src/password-policy.ts), or null when it is
 * fine. The estimator and its dictionaries (~13 MB of heap) load on the first password set, not at start.
 */
export async function newPasswordProblem(password: string, owner: PasswordOwner): Promise<string | null> {
  const { ratePassword } = await import('@backoffice/contracts/password-strength');
  return ratePassword(password, [owner.email, owner.FName ?? '', owner.LName ?? '']).problem;
}

/**
 * Every route that sets a password calls this first: 400 naming the field, with the reason the screens
 * also show. Passwords already stored are not judged again: they keep working at sign-in.
 */
export async function assertNewPasswordAccepted(password: string, owner: PasswordOwner, field = 'password'): Promise<void> {
  const problem = await newPasswordProblem(password, owner);
  if (problem) throw new AppError(400, problem, field);
}
