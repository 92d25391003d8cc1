import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { MIN_PASSWORD_SCORE, passwordShapeProblem, weakPasswordMessage } from './password-policy';

/**
 * The strength of a new password, the same on the server and in the browser (which imports this module
 * lazily: its dictionaries of common and breached passwords are ~2 MB). Not exported from the index.
 */
export interface PasswordRating {
  /** zxcvbn's 0 (too guessable) to 4 (very unguessable). */
  score: number;
  /** Why the password is refused (the message the server gives), or null when it is fine. */
  problem: string | null;
}

// zxcvbn's time grows fast with length and with l33t-like characters (64 random digits took seconds): only the
// first 32 characters are estimated, with at most 4 l33t substitutions, so one estimate stays in the tens of
// milliseconds. A longer password is judged on its first 32 characters, which must be strong on their own.
const ESTIMATED_LENGTH = 32;
const L33T_SUBSTITUTIONS = 4;

let estimator: ZxcvbnFactory | null = null;

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
    maxLength: ESTIMATED_LENGTH,
    l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
  });
  return estimator;
}

/**
 * Rates a new password against the shared rule (password-policy.ts). `userInputs` are the account's own
 * words (e-mail, its local part, names): a password made of them is guessable by anyone who knows the user.
 */
export function ratePassword(password: string, userInputs: string[] = []): PasswordRating {
  const inputs = userInputs
    .flatMap((input) => [input, ...input.split(/[@.\s_+-]+/)])
    .filter((input) => input.length >= 3);
  const shape = passwordShapeProblem(password);
  const result = zxcvbn().check(password.slice(0, ESTIMATED_LENGTH), inputs);
  // A short password that is also a known one hears both reasons ("password": too short and heavily used).
  if (shape)
    return {
      score: Math.min(result.score, MIN_PASSWORD_SCORE - 1),
      problem: [shape, result.score < MIN_PASSWORD_SCORE ? result.feedback.warning : null].filter(Boolean).join('. '),
    };
  if (result.score < MIN_PASSWORD_SCORE)
    return {
      score: result.score,
      problem: weakPasswordMessage(result.feedback.warning, result.feedback.suggestions[0]),
    };
  return { score: result.score, problem: null };
}
