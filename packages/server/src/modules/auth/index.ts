import { authApi } from '@backoffice/contracts';
import { adminAnswer, findAdminByEmail } from '../../auth/admins';
import { isWellFormedEmail, normaliseEmail, NOT_AN_EMAIL } from '../../auth/email-address';
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords';
import { currentAdmin } from '../../auth/request-guard';
import { clearSessionCookie } from '../../auth/session-cookie';
import { revokeSession } from '../../auth/sessions';
import { createPendingSignIn } from '../../auth/pending-sign-ins';
import { ENROLLABLE_AT_SIGN_IN, roleRequiresSecondFactor, secondFactorMethods } from '../../auth/second-factors';
import { knownDevicesMigration } from './migrations/020-known-devices';
import { sessionDevicesMigration } from './migrations/050-session-devices';
import { oidcMigration } from './migrations/060-oidc';
import { isSsoAdmin, ssoOnlySignIn } from '../../auth/sso-accounts';
import { sessionRoutes } from './session-routes';
import { ssoRoutes } from './sso-routes';
import { passkeysMigration } from './migrations/032-passkeys';
import { webauthnChallengesMigration } from './migrations/033-webauthn-challenges';
import { passkeyRoutes } from './passkey-routes';
import { twoFactorMigration } from './migrations/030-two-factor';
import { roleSecondFactorMigration } from './migrations/031-role-second-factor';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { HashSlots } from '../../auth/hash-slots';
import { signInRefused } from '../../metrics/metrics';
import { defineModule } from '../module';
import { secondStepRoutes } from './second-step-routes';
import { countAgainstAccount, countedRefusal, signInLimits } from './sign-in-limits';
import { startSession } from './start-session';
import { twoFactorRoutes } from './two-factor-routes';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export { TOO_MANY_ATTEMPTS } from './sign-in-limits';

/** Sign-in (password, its second step, a passkey, SSO), the signed-in admin's profile, sign-out, sessions, two-factor. */
export const authModule = defineModule({
  name: 'auth',
  migrations: {
    '020-known-devices': knownDevicesMigration,
    '030-two-factor': twoFactorMigration,
    '031-role-second-factor': roleSecondFactorMigration,
    '032-passkeys': passkeysMigration,
    '033-webauthn-challenges': webauthnChallengesMigration,
    '050-session-devices': sessionDevicesMigration,
    '060-oidc': oidcMigration,
  },
  routes(app, context) {
    const { db, config } = context;
    const limits = signInLimits(app, db, config);
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
        const matches = await countedRefusal('server_busy', () =>
          hashSlots.run(reply, () => verifyPassword(request.body.password, stored)),
        )();
        if (!admin || !matches) {
          // The address tried is kept (to spot guessing), never the password, nor anything typed that is not an
          // address: that is often a password typed in the wrong field.
          const tried = isWellFormedEmail(email) ? email.slice(0, 120) : NOT_AN_EMAIL;
          signInRefused('invalid_credentials');
          await request.records.event({
            action: 'signin-failed',
            table: 'admins',
            id: admin?.id ?? null,
            label: tried,
            actor: null,
          });
          throw new AppError(401, INVALID_CREDENTIALS);
        }
        // OIDC_DISABLE_PASSWORD_SIGNIN: an account linked to the identity provider signs in there only (said only
        // to someone who knew the password).
        if (config.oidc?.disablePasswordSignIn && (await isSsoAdmin(db, admin.id)))
          throw new AppError(403, ssoOnlySignIn(config.oidc.displayName));
        const { password_hash: _hash, ...row } = admin;
        // With a second factor (or a role that requires one), the password alone opens no session: the answer
        // is a ticket for the second step (second-step-routes.ts).
        const methods = await secondFactorMethods(db, admin.id);
        const step = methods.length > 0 ? 'verify' : (await roleRequiresSecondFactor(db, admin.role)) ? 'enrol' : null;
        if (step) {
          const { ticket, expiresAt } = await createPendingSignIn(db, admin.id, step);
          const message =
            step === 'verify'
              ? 'A second factor is needed to finish signing in'
              : 'Your role requires two-factor authentication: set it up to continue';
          return {
            success: true,
            message,
            data: {
              step,
              ticket,
              methods: step === 'verify' ? methods : [...ENROLLABLE_AT_SIGN_IN],
              expiresAt: expiresAt.toISOString(),
            },
          };
        }
        return { success: true, message: 'Signed in', data: await startSession(context, request, reply, row) };
      },
      { onRequest: limits.address, preHandler: limits.perAccount },
    );

    // A passkey names its account only once it is found: its attempts then count under that account's e-mail.
    passkeyRoutes(app, context, {
      addressLimit: limits.address,
      accountLimit: async (request, reply, email) => {
        countAgainstAccount(request, email);
        for (const limit of limits.perAccount) await limit(request, reply);
      },
    });

    // Through an API token: what the token may do, not its owner's role (a script can ask what it holds).
    route(app, authApi.profile, {}, async (request) => {
      const answer = adminAnswer(currentAdmin(request));
      return {
        success: true,
        data: request.apiToken ? { ...answer, permissions: request.apiToken.permissions } : answer,
      };
    });

    // Public so a browser holding an expired or revoked cookie can always clear it.
    route(app, authApi.signOut, { public: true }, async (request, reply) => {
      const admin = request.admin;
      if (request.sessionId && admin) {
        await request.records.event(
          { action: 'signout', table: 'admins', id: admin.id, label: `${admin.f_name} ${admin.l_name}`.trim() },
          (tx) => revokeSession(tx, request.sessionId!),
        );
      }
      clearSessionCookie(reply, config.cookieSecure);
      return { success: true, message: 'Signed out' };
    });

    sessionRoutes(app, context);
    if (config.oidc) ssoRoutes(app, context, config.oidc);
    secondStepRoutes(app, context, limits);
    twoFactorRoutes(app, context);
  },
});
