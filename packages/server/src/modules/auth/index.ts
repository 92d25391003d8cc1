import { authApi, type SignInBody } from '@backoffice/contracts';
import type { FastifyContextConfig } from 'fastify';
import { adminAnswer, findAdminByEmail, normaliseEmail } from '../../auth/admins';
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords';
import { currentAdmin } from '../../auth/request-guard';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie';
import { createSession, revokeSession } from '../../auth/sessions';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { defineModule } from '../module';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a minute and try again.';

/** Sign-in, the signed-in admin's profile, sign-out (admin spec §4 Sessions, §7). */
export const authModule = defineModule({
  name: 'auth',
  routes(app, { db, config }) {
    const signInConfig: FastifyContextConfig = {
      public: true,
      // Counted per IP and email, after the body is parsed (preHandler), so one attacker cannot
      // lock everyone out and one account cannot be guessed at from one place.
      rateLimit:
        config.signInAttemptsPerMinute > 0
          ? {
              max: config.signInAttemptsPerMinute,
              timeWindow: 60_000,
              hook: 'preHandler',
              keyGenerator: (request) => `${request.ip}|${normaliseEmail(String((request.body as SignInBody | undefined)?.email ?? ''))}`,
              errorResponseBuilder: () => new AppError(429, TOO_MANY_ATTEMPTS),
            }
          : false,
    };
    route(app, authApi.signIn, signInConfig, async (request, reply) => {
      const admin = await findAdminByEmail(db, request.body.email);
      // Unknown emails still pay for a hash check, so the answer time does not reveal who has an account.
      const matches = await verifyPassword(request.body.password, admin?.password_hash ?? (await decoyPasswordHash()));
      if (!admin || !matches) throw new AppError(401, INVALID_CREDENTIALS);
      const { token } = await createSession(db, admin.id);
      setSessionCookie(reply, token, config.cookieSecure);
      const { password_hash: _hash, ...row } = admin;
      return { success: true, message: 'Signed in', data: adminAnswer(row) };
    });

    route(app, authApi.profile, {}, async (request) => ({ success: true, data: adminAnswer(currentAdmin(request)) }));

    // Public so a browser holding an expired or revoked cookie can always clear it.
    route(app, authApi.signOut, { public: true }, async (request, reply) => {
      if (request.sessionId) await revokeSession(db, request.sessionId);
      clearSessionCookie(reply, config.cookieSecure);
      return { success: true, message: 'Signed out' };
    });
  },
});
