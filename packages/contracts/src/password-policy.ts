/**
 * The password rule that client and server share (issue 30): a new password has at least
 * MIN_PASSWORD_LENGTH characters, is not only spaces, and reaches MIN_PASSWORD_SCORE on zxcvbn's 0–4 scale
 * (which knows common and breached passwords, words, names, dates, keyboard patterns and the user's own
 * e-mail and name). A passphrase, four or more random words ("maple quilt anchor river"), is long enough by
 * itself and scores 4: it is the easiest strong password to remember. The estimate itself is in
 * `password-strength.ts` (a large module, loaded apart).
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;
/** 3 of 4: "safely unguessable" (about 10^8 guesses or more): what a slow hash then holds out against. */
export const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_TOO_SHORT = `The password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_ONLY_SPACES = 'The password cannot be only spaces';
export const PASSWORD_TOO_LONG = `The password must be at most ${MAX_PASSWORD_LENGTH} characters`;
export const PASSWORD_TOO_WEAK = 'The password is too common or too easy to guess';

/** What is wrong with a new password's length or blankness (no estimate needed), or null. */
export function passwordShapeProblem(password: string): string | null {
  if (password.trim() === '') return PASSWORD_ONLY_SPACES;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  return null;
}

/** The refusal of a guessable password, with zxcvbn's reason and its first hint when it has them. */
export function weakPasswordMessage(warning: string | null | undefined, suggestion?: string | null): string {
  return [`${PASSWORD_TOO_WEAK}.`, warning, suggestion].filter(Boolean).join(' ');
}
