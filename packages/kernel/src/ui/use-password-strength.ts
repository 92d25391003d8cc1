import { useEffect, useMemo, useState } from 'react';
import { passwordShapeProblem } from '@backoffice/contracts';

type Estimator = typeof import('@backoffice/contracts/password-strength');

/** A new password as the shared policy judges it (packages/contracts/src/password-policy.ts). */
export interface PasswordStrength {
  /** zxcvbn's 0 (too guessable) to 4; null when nothing is typed or the estimator is still loading. */
  score: number | null;
  /** Why the password would be refused (the server's own message), or null. */
  problem: string | null;
}

// The estimator and its dictionaries are large (~2 MB): loaded once, on the first password typed, never
// with the first page.
let estimator: Promise<Estimator> | null = null;
const loadEstimator = () => (estimator ??= import('@backoffice/contracts/password-strength'));

/**
 * Rates a new password as it is typed, against the same rule and messages as the server. `userInputs` are
 * the account's e-mail and names (a password made of them is refused). Until the estimator has loaded only
 * the length rule is known; the server checks everything again anyway.
 */
export function usePasswordStrength(password: string, userInputs: string[]): PasswordStrength {
  const [rate, setRate] = useState<Estimator['ratePassword'] | null>(null);
  const wanted = password !== '';
  useEffect(() => {
    if (!wanted || rate) return;
    let live = true;
    loadEstimator().then(
      (loaded) => live && setRate(() => loaded.ratePassword),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, rate]);
  const inputs = userInputs.join('\n');
  return useMemo(() => {
    if (!password) return { score: null, problem: null };
    if (!rate) return { score: null, problem: passwordShapeProblem(password) };
    return rate(password, inputs.split('\n'));
  }, [password, rate, inputs]);
}
