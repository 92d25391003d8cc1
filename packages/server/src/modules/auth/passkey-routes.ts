import { passkeysApi } from '@backoffice/contracts';
import { writeOriginOf } from '../../http/write-origin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminAnswer } from '../../auth/admins';
import { deviceToken, rememberDevice } from '../../auth/known-devices';
import { verifyPasskeyAssertion, passkeyAssertionOptions } from '../../auth/passkey-assertion';
import { passkeyRegistrationOptions, registerPasskey } from '../../auth/passkey-registration';
import { passkeyAnswer, passkeysOf, removePasskey, renamePasskey } from '../../auth/passkeys';
import { newRecoveryCodes, recoveryCodesLeft, removeRecoveryCodes } from '../../auth/recovery-codes';
import { relyingPartyOf } from '../../auth/relying-party';
import { hasSecondFactor, roleRequiresSecondFactor } from '../../auth/second-factors';
import { isSsoAdmin, ssoOnlySignIn } from '../../auth/sso-accounts';
import { currentAdmin } from '../../auth/request-guard';
import { setSessionCookie } from '../../auth/session-cookie';
import { createSession } from '../../auth/sessions';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { limitRequests } from '../../limits/rate-limits';
import type { ModuleContext } from '../module';

export const LAST_FACTOR_REQUIRED =
  'Your role requires a second factor and this passkey is your last one: set up an authenticator app or add another passkey first';

export interface PasskeySignInLimits {
  /** The password sign-in's per-address limit (the same counter: a passkey attempt is a sign-in attempt). */
  addressLimit: ReturnType<typeof limitRequests>;
  /** Counts an attempt on the account with this e-mail, as a password attempt on it is counted (may answer 429). */
  accountLimit: (request: FastifyRequest, reply: FastifyReply, email: string) => Promise<void>;
}

/**
 * Passkeys (WebAuthn): the signed-in admin's own list, adding (options, then the browser's answer), renaming and
 * removing; and the usernameless sign-in, which creates the same session a password sign-in does. The RP id and
 * origin come from PUBLIC_URL, else the address the request came to (auth/relying-party.ts).
 */
export function passkeyRoutes(app: FastifyInstance, { db, config }: ModuleContext, limits: PasskeySignInLimits): void {
  route(app, passkeysApi.list, {}, async (request) => ({
    success: true,
    data: (await passkeysOf(db, currentAdmin(request).id)).map(passkeyAnswer),
  }));

  route(app, passkeysApi.registrationOptions, {}, async (request) => ({
    success: true,
    data: await passkeyRegistrationOptions(db, currentAdmin(request), relyingPartyOf(request, config)),
  }));

  route(app, passkeysApi.register, {}, async (request, reply) => {
    const admin = currentAdmin(request);
    const firstFactor = !(await hasSecondFactor(db, admin.id)) && (await recoveryCodesLeft(db, admin.id)) === 0;
    const passkey = await registerPasskey(db, admin, relyingPartyOf(request, config), request.body);
    // The first second factor comes with recovery codes, as an authenticator app's set-up does.
    const recoveryCodes = await request.records.event(
      {
        action: 'passkey-added',
        table: 'admins',
        id: admin.id,
        label: `${admin.f_name} ${admin.l_name}`.trim(),
        details: { passkey: passkey.name, ...(firstFactor ? { recoveryCodes: 'made' } : {}) },
      },
      async (tx) => (firstFactor ? newRecoveryCodes(tx, admin.id) : undefined),
    );
    reply.code(201);
    return {
      success: true,
      message: 'Passkey added',
      data: { ...passkeyAnswer(passkey), ...(recoveryCodes ? { recoveryCodes } : {}) },
    };
  });

  route(app, passkeysApi.rename, {}, async (request) => {
    const passkey = await renamePasskey(
      db,
      writeOriginOf(request),
      currentAdmin(request).id,
      request.params.id,
      request.body.name.trim(),
      request.body.updatedAt,
    );
    return { success: true, message: 'Passkey renamed', data: passkeyAnswer(passkey) };
  });

  route(app, passkeysApi.remove, {}, async (request) => {
    const admin = currentAdmin(request);
    await request.records.event(
      (passkey: { name: string }) => ({
        action: 'passkey-removed',
        table: 'admins',
        id: admin.id,
        label: `${admin.f_name} ${admin.l_name}`.trim(),
        details: { passkey: passkey.name },
      }),
      async (tx) => {
        const removed = await removePasskey(tx, admin.id, request.params.id);
        // As for turning the authenticator app off: the last second factor cannot go while the role requires
        // one, and recovery codes go with it (alone they would be a password of their own).
        if (!(await hasSecondFactor(tx, admin.id))) {
          if (await roleRequiresSecondFactor(tx, admin.role)) throw new AppError(409, LAST_FACTOR_REQUIRED);
          await removeRecoveryCodes(tx, admin.id);
        }
        return removed;
      },
    );
    return { success: true, message: 'Passkey removed' };
  });

  // Each options call stores a challenge: limited per address like the sign-in itself, so nobody fills the table.
  const optionsLimit = limitRequests(app, {
    name: 'sign-in:passkey-options',
    max: config.signInAttemptsPerAddress,
    windowMs: 60_000,
    message: 'Too many sign-in attempts from your network. Please wait a minute and try again.',
  });
  route(
    app,
    passkeysApi.signInOptions,
    { public: true },
    async (request) => ({
      success: true,
      data: await passkeyAssertionOptions(db, relyingPartyOf(request, config), { purpose: 'signin' }),
    }),
    { onRequest: optionsLimit },
  );

  route(
    app,
    passkeysApi.signIn,
    { public: true },
    async (request, reply) => {
      let owner: { id: string; email: string } | null = null;
      let verified: Awaited<ReturnType<typeof verifyPasskeyAssertion>>;
      try {
        verified = await verifyPasskeyAssertion(db, {
          response: request.body.response,
          purpose: 'signin',
          relyingParty: relyingPartyOf(request, config),
          beforeVerify: async (passkey) => {
            owner = await db
              .selectFrom('admins')
              .select(['id', 'email'])
              .where('id', '=', passkey.admin_id)
              .executeTakeFirstOrThrow();
            await limits.accountLimit(request, reply, owner.email);
          },
        });
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) {
          const tried = owner as { id: string; email: string } | null;
          await request.records.event({
            action: 'signin-failed',
            table: 'admins',
            id: tried?.id ?? null,
            label: tried?.email.slice(0, 120) ?? 'passkey',
            actor: null,
            details: { method: 'passkey', reason: error.message },
          });
        }
        throw error;
      }
      // OIDC_DISABLE_PASSWORD_SIGNIN: a linked account signs in at the provider only, which decides (domain, groups,
      // removal) who gets in; a passkey added earlier must not bypass it. Said only after a valid passkey.
      if (config.oidc?.disablePasswordSignIn && (await isSsoAdmin(db, verified.adminId)))
        throw new AppError(403, ssoOnlySignIn(config.oidc.displayName));
      const { password_hash: _hash, ...admin } = await db
        .selectFrom('admins')
        .selectAll()
        .where('id', '=', verified.adminId)
        .executeTakeFirstOrThrow();
      const name = `${admin.f_name} ${admin.l_name}`.trim();
      const { token } = await request.records.event(
        {
          action: 'signin',
          table: 'admins',
          id: admin.id,
          label: name,
          actor: { id: admin.id, name, role: admin.role },
          details: { method: 'passkey', passkey: verified.passkey.name },
        },
        (tx) =>
          createSession(tx, admin.id, new Date(), { userAgent: request.headers['user-agent'] ?? null, ip: request.ip }),
      );
      setSessionCookie(reply, token, config.cookieSecure);
      await rememberDevice(db, reply, {
        adminId: admin.id,
        token: deviceToken(request, config.cookieSecure),
        secure: config.cookieSecure,
      });
      return { success: true, message: 'Signed in', data: adminAnswer(admin) };
    },
    { onRequest: limits.addressLimit },
  );
}
