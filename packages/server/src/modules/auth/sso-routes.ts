import { ssoApi, type SsoOutcome } from '@backoffice/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OidcClient, ProviderRefusal } from '../../auth/oidc-client';
import type { OidcSettings } from '../../auth/oidc-settings';
import { savePendingLogin, takePendingLogin } from '../../auth/pending-logins';
import { setSessionCookie } from '../../auth/session-cookie';
import { createSession, revokeAdminSessions } from '../../auth/sessions';
import { roleRequiresSecondFactor } from '../../auth/second-factors';
import { decideSsoAccess, providerCheckedSecondFactor } from '../../auth/sso-access';
import { findSsoAdmin, upsertSsoAdmin } from '../../auth/sso-accounts';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { ownOrigin } from '../../http/same-origin';
import { limitRequests } from '../../limits/rate-limits';
import type { ModuleContext } from '../module';

const CALLBACK_PATH = '/api/auth/oidc/callback';

/** Back to the sign-in screen, which shows the sentence for the outcome (`/?sso=groups`...). */
const backToApp = (reply: FastifyReply, outcome: SsoOutcome) => reply.redirect(`/?sso=${outcome}`, 302);

/**
 * Single sign-on with an OpenID Connect provider (docs/operating.md "Single sign-on"): `start` sends the browser to the
 * provider; `callback` takes its answer, checks the user's e-mail domain and groups on every sign-in, creates the
 * admin on the first one, sets the role from the groups, and opens a session like a password sign-in does.
 */
export function ssoRoutes(app: FastifyInstance, { db, config }: ModuleContext, settings: OidcSettings): void {
  const oidc = new OidcClient(settings);
  const secure = config.cookieSecure;
  const redirectUri = (request: FastifyRequest) => {
    const origin = ownOrigin(request, { publicUrl: config.publicUrl, https: secure });
    if (!origin) throw new AppError(400, 'The request has no usable Host header');
    return `${origin}${CALLBACK_PATH}`;
  };
  // Each start stores a row: a client may not pile them up.
  const startLimit = limitRequests(app, {
    name: 'sso:start',
    max: config.signInAttemptsPerAddress,
    windowMs: 60_000,
    message: 'Too many sign-in attempts from your network. Please wait a minute and try again.',
  });

  route(
    app,
    ssoApi.start,
    { public: true },
    async (request, reply) => {
      let started;
      try {
        started = await oidc.start(redirectUri(request));
      } catch (error) {
        if (error instanceof AppError) throw error;
        request.log.error(
          { err: error },
          `Single sign-on: the identity provider ${settings.issuer} could not be reached`,
        );
        return backToApp(reply, 'failed');
      }
      await savePendingLogin(db, reply, started.pending, secure);
      return reply.redirect(started.url.href, 302);
    },
    { onRequest: startLimit },
  );

  route(app, ssoApi.callback, { public: true, changesSessions: true }, async (request, reply) => {
    const pending = await takePendingLogin(db, request, reply, secure);
    if (!pending) return backToApp(reply, 'expired');
    let claims: Record<string, unknown>;
    try {
      claims = await oidc.finish(new URL(request.url, 'http://callback.invalid'), redirectUri(request), pending);
    } catch (error) {
      if (error instanceof ProviderRefusal) {
        request.log.info(`Single sign-on refused by the identity provider: ${error.code}`);
        return backToApp(reply, 'provider');
      }
      request.log.warn({ err: error }, 'Single sign-on failed at the callback');
      return backToApp(reply, 'failed');
    }
    const identity = { issuer: String(claims.iss ?? settings.issuer), subject: String(claims.sub) };
    const access = decideSsoAccess(settings, claims);
    if (!access.allowed) {
      // Removed at the provider (no longer in a group, or moved out of the domain): whatever sessions the linked
      // account still has end now, and nothing is created. Only the account linked to this provider account: an
      // address alone (which a refused user's provider account may merely claim) never signs anyone out.
      const found = await findSsoAdmin(db, identity, null);
      const known = found?.linked ? found : null;
      await request.records.event(
        (ended: number) => ({
          action: 'signin-failed',
          table: 'admins',
          id: known?.admin.id ?? null,
          label: access.email ?? '(no e-mail address)',
          actor: null,
          details: {
            method: 'sso',
            reason: access.reason,
            groups: access.groups.slice(0, 20),
            ...(ended ? { sessionsEnded: ended } : {}),
          },
        }),
        async (tx) => (known ? revokeAdminSessions(tx, known.admin.id) : 0),
      );
      return backToApp(reply, access.reason);
    }
    // A role that requires a second factor requires it here too: the provider must say it checked one (its
    // `amr`/`acr`), unless the settings trust the provider to enforce it. Nothing is created or changed.
    if (
      !settings.trustProviderMfa &&
      !providerCheckedSecondFactor(settings, claims) &&
      (await roleRequiresSecondFactor(db, access.role))
    ) {
      const found = await findSsoAdmin(db, identity, null);
      await request.records.event({
        action: 'signin-failed',
        table: 'admins',
        id: found?.linked ? found.admin.id : null,
        label: access.email,
        actor: null,
        details: { method: 'sso', reason: 'second-factor', role: access.role },
      });
      return backToApp(reply, 'second-factor');
    }
    const device = { userAgent: request.headers['user-agent'] ?? null, ip: request.ip };
    const { admin, previousRole, token } = await request.records.event(
      (result: {
        admin: { id: string; f_name: string; l_name: string; role: string };
        previousRole: string | null;
        token: string;
      }) => {
        const name = `${result.admin.f_name} ${result.admin.l_name}`.trim();
        return {
          action: 'signin',
          table: 'admins',
          id: result.admin.id,
          label: name,
          actor: { id: result.admin.id, name, role: result.admin.role },
          details: {
            method: 'sso',
            ...(result.previousRole === null ? { created: true } : {}),
            ...(result.previousRole && result.previousRole !== result.admin.role
              ? { roleBefore: result.previousRole, role: result.admin.role }
              : {}),
          },
        };
      },
      async (tx) => {
        const { admin, previousRole } = await upsertSsoAdmin(tx, {
          ...identity,
          email: access.email,
          role: access.role,
          groups: access.groups,
          firstName: access.firstName,
          lastName: access.lastName,
        });
        const { token } = await createSession(tx, admin.id, new Date(), device);
        return { admin, previousRole, token };
      },
    );
    // Every session reads the role afresh on each request, so a changed role applies to the others at once.
    if (previousRole && previousRole !== admin.role)
      request.log.info(`Single sign-on changed ${admin.email}'s role from ${previousRole} to ${admin.role}`);
    setSessionCookie(reply, token, secure);
    return backToApp(reply, 'signed-in');
  });
}
