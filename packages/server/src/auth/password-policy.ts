import { AppError } from '../http/app-error';
import { passwordProblemOffLoop } from '../sanitize/markup-pool';

/** The account a new password is for: its own e-mail and names make a guessable password. */
export interface PasswordOwner {
  email: string;
  FName?: string;
  LName?: string;
}

/**
 * Why a new password is refused (the rule: packages/contracts/src/password-policy.ts), or null when it is
 * fine. The estimate runs on the markup pool's worker threads: its dictionaries (~13 MB of heap) load there on
 * the first password set, and neither that nor an estimate ever holds the event loop.
 */
export async function newPasswordProblem(password: string, owner: PasswordOwner): Promise<string | null> {
  return passwordProblemOffLoop(password, [owner.email, owner.FName ?? '', owner.LName ?? '']);
}

/**
 * Every route that sets a password calls this first: 400 naming the field, with the reason the screens
 * also show. Passwords already stored are not judged again: they keep working at sign-in.
 */
export async function assertNewPasswordAccepted(
  password: string,
  owner: PasswordOwner,
  field = 'password',
): Promise<void> {
  const problem = await newPasswordProblem(password, owner);
  if (problem) throw new AppError(400, problem, field);
}
