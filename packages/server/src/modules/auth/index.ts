import { authApi, type SignInBody } from '@backoffice/contracts';
import { adminAnswer, findAdminByEmail } from '../../auth/admins';
import { emailKey, isWellFormedEmail, normaliseEmail, NOT_AN_EMAIL } from '../../auth/email-address';
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords';
import { currentAdmin } from '../../auth/request-guard';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie';
import { createSession, revokeSession } from '../../auth/sessions';
import { deviceToken, isKnownDevice, rememberDevice } from '../../auth/known-devices';
import { knownDevicesMigration } from './migrations/020-known-devices';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { HashSlots } from '../../auth/hash-slots';
import { clientAddressKey } from '../../limits/client-address';
import { limitRequests, waitText } from '../../limits/rate-limits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineModule } from '../module';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a minute and try again.';

/** Sign-in, the signed-in admin's profile, sign-out (admin spec §4 Sessions, §7). */
export const authModule = defineModule({
  name: 'auth',
  migrations: { '020-known-devices': knownDevicesMigration },
  routes(app, { db, config, records }) {
    // Three limits, shared by every server process when REDIS_URL is set (request.ip is the real client behind
    // the proxies TRUST_PROXY names): per address across all e-mails (an IPv6 client by its /64), before the body
    // is read; per address and e-mail, so one account cannot be guessed at from one place; and a slower one per
    // account across addresses, against a botnet spreading its guesses. That last one does not hold back a
    // browser that has signed in to the account before (a known device, auth/known-devices.ts): failing sign-ins
    // on someone's account from elsewhere must not lock them out.
    const addressLimit = limitRequests(app, {
      name: 'sign-in:address',
      max: config.signInAttemptsPerAddress,
      windowMs: 60_000,
      message: (seconds) => `Too many sign-in attempts from your network. Please try again in ${waitText(seconds)}.`,
    });
    // Every look-alike of an address counts against the same account (a key never refuses: the route does).
    const emailOf = (request: FastifyRequest) => emailKey(String((request.body as SignInBody | undefined)?.email ?? ''));
    const addressAndEmailLimit = limitRequests(app, {
      name: 'sign-in',
      max: config.signInAttemptsPerMinute,
      windowMs: 60_000,
      key: (request) => `${clientAddressKey(request)}|${emailOf(request)}`,
      message: TOO_MANY_ATTEMPTS,
    });
    const countAccountAttempt = limitRequests(app, {
      name: 'sign-in:account',
      max: config.signInAttemptsPerAccount,
      windowMs: 15 * 60_000,
      key: emailOf,
      message: (seconds) => `Too many sign-in attempts for this account. Please try again in ${waitText(seconds)}.`,
    });
    const accountLimit = async (request: FastifyRequest, reply: FastifyReply) => {
      if (await isKnownDevice(db, deviceToken(request, config.cookieSecure), emailOf(request))) return;
      await countAccountAttempt(request, reply);
    };
    const hashSlots = new HashSlots({ concurrent: config.signInConcurrentHashes, queue: config.signInHashQueue });
    route(
      app,
      authApi.signIn,
      { public: true },
      async (request, reply) => {
        const email = normaliseEmail(request.body.email);
        const admin = await findAdminByEmail(db, email);
        // Unknown emails still pay for a hash check, so the answer time does not reveal who has an account.
        const stored = admin?.password_hash ?? (await decoyPasswordHash());
        const matches = await hashSlots.run(reply, () => verifyPassword(request.body.password, stored));
        if (!admin || !matches) {
          // The address tried is kept (to spot guessing), never the password, nor anything typed that is not an
          // address: that is often a password typed in the wrong field.
          const tried = isWellFormedEmail(email) ? email.slice(0, 120) : NOT_AN_EMAIL;
          await records.event({ action: 'signin-failed', table: 'admins', id: admin?.id ?? null, label: tried, actor: null });
          throw new AppError(401, INVALID_CREDENTIALS);
        }
        const name = `${admin.f_name} ${admin.l_name}`.trim();
        const { token } = await records.event(
          { action: 'signin', table: 'admins', id: admin.id, label: name, actor: { id: admin.id, name, role: admin.role } },
          (tx) => createSession(tx, admin.id),
        );
        setSessionCookie(reply, token, config.cookieSecure);
        await rememberDevice(db, reply, { adminId: admin.id, token: deviceToken(request, config.cookieSecure), secure: config.cookieSecure });
        const { password_hash: _hash, ...row } = admin;
        return { success: true, message: 'Signed in', data: adminAnswer(row) };
      },
      { onRequest: addressLimit, preHandler: [addressAndEmailLimit, accountLimit] },
    );

    route(app, authApi.profile, {}, async (request) => ({ success: true, data: adminAnswer(currentAdmin(request)) }));

    // Public so a browser holding an expired or revoked cookie can always clear it.
    route(app, authApi.signOut, { public: true }, async (request, reply) => {
      const admin = request.admin;
      if (request.sessionId && admin) {
        await records.event({ action: 'signout', table: 'admins', id: admin.id, label: `${admin.f_name} ${admin.l_name}`.trim() }, (tx) => revokeSession(tx, request.sessionId!));
      }
      clearSessionCookie(reply, config.cookieSecure);
      return { success: true, message: 'Signed out' };
    });
  },
});
