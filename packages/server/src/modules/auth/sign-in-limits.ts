import type { SignInBody } from '@backoffice/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { emailKey } from '../../auth/email-address';
import { deviceToken, isKnownDevice } from '../../auth/known-devices';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { clientAddressKey } from '../../limits/client-address';
import { AppError } from '../../http/app-error';
import { limitRequests, waitText } from '../../limits/rate-limits';
import { signInRefused, type SignInRefusal } from '../../metrics/metrics';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a minute and try again.';

/** A step that refuses with a 429 (a limit, the hash queue), counted in the sign-in refusals metric under `reason` when it does. */
export function countedRefusal<Args extends unknown[], T>(reason: SignInRefusal, step: (...args: Args) => Promise<T>) {
  return async (...args: Args): Promise<T> => {
    try {
      return await step(...args);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) signInRefused(reason);
      throw error;
    }
  };
}

/** The account a second step is for (its ticket's admin), set before the limits count it. */
const accountOfRequest = new WeakMap<FastifyRequest, string>();

/** Counts this request against the account with this e-mail (the second step: the body has a ticket, not the e-mail). */
export function countAgainstAccount(request: FastifyRequest, email: string): void {
  accountOfRequest.set(request, email);
}

/**
 * Three limits, shared by every server process when REDIS_URL is set (request.ip is the real client behind
 * the proxies TRUST_PROXY names): per address across all e-mails (an IPv6 client by its /64), before the body
 * is read; per address and e-mail, so one account cannot be guessed at from one place; and a slower one per
 * account across addresses, against a botnet spreading its guesses. That last one does not hold back a
 * browser that has signed in to the account before (a known device, auth/known-devices.ts): failing sign-ins
 * on someone's account from elsewhere must not lock them out.
 *
 * The password step and the second step (a code) count against the same counters: a wrong code costs what a
 * wrong password does, so a stolen password does not buy unlimited guesses at the code.
 */
export function signInLimits(app: FastifyInstance, db: Kysely<Database>, config: AppConfig) {
  const address = countedRefusal(
    'address_limit',
    limitRequests(app, {
      name: 'sign-in:address',
      max: config.signInAttemptsPerAddress,
      windowMs: 60_000,
      message: (seconds) => `Too many sign-in attempts from your network. Please try again in ${waitText(seconds)}.`,
    }),
  );
  // Every look-alike of an address counts against the same account (a key never refuses: the route does).
  const emailOf = (request: FastifyRequest) =>
    emailKey(accountOfRequest.get(request) ?? String((request.body as SignInBody | undefined)?.email ?? ''));
  const addressAndEmail = countedRefusal(
    'address_email_limit',
    limitRequests(app, {
      name: 'sign-in',
      max: config.signInAttemptsPerMinute,
      windowMs: 60_000,
      key: (request) => `${clientAddressKey(request)}|${emailOf(request)}`,
      message: TOO_MANY_ATTEMPTS,
    }),
  );
  const countAccountAttempt = limitRequests(app, {
    name: 'sign-in:account',
    max: config.signInAttemptsPerAccount,
    windowMs: 15 * 60_000,
    key: emailOf,
    message: (seconds) => `Too many sign-in attempts for this account. Please try again in ${waitText(seconds)}.`,
  });
  const account = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await isKnownDevice(db, deviceToken(request, config.cookieSecure), emailOf(request))) return;
    await countedRefusal('account_limit', countAccountAttempt)(request, reply);
  };
  return { address, perAccount: [addressAndEmail, account] };
}
