import { API_TOKEN_MAX_DAYS, apiTokensApi, grantWithin, roleCan, type ApiTokenGrant } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { newApiTokenSecret } from '../../auth/api-tokens';
import { currentAdmin } from '../../auth/request-guard';
import { jsonb, isUniqueViolation } from '../../db/record';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import { listApiTokens } from './queries';

const MANAGE = { permission: 'tokens:manage' } as const;
const MISSING = 'This API token no longer exists';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `/api/tokens` (issue 39). Admins see, create and revoke their own tokens, within their role; super admins
 * (`users:manage`) anyone's. Sessions only: the guard refuses `tokens:manage` to a Bearer token.
 */
export function apiTokensRoutes(app: FastifyInstance, { db }: ModuleContext) {
  const seesEveryone = (role: Parameters<typeof roleCan>[0]) => roleCan(role, 'users:manage');

  route(app, apiTokensApi.list, MANAGE, async (request) => {
    const me = currentAdmin(request);
    return { success: true, data: await listApiTokens(db, seesEveryone(me.role) ? {} : { ownerId: me.id }) };
  });

  route(app, apiTokensApi.create, MANAGE, async (request, reply) => {
    const me = currentAdmin(request);
    const body = request.body;
    const name = body.name.trim();
    if (!name) throw new AppError(400, 'name is required', 'name');
    if ((body.role === undefined) === (body.scopes === undefined))
      throw new AppError(400, 'Give the token either a role or scopes (not both)', 'role');
    const grant: ApiTokenGrant = { role: body.role ?? null, scopes: body.scopes ?? [] };

    const expiresAt = new Date(body.expiresAt);
    const now = Date.now();
    if (expiresAt.getTime() <= now) throw new AppError(400, 'expiresAt must be in the future', 'expiresAt');
    if (expiresAt.getTime() > now + API_TOKEN_MAX_DAYS * DAY_MS)
      throw new AppError(400, `expiresAt must be at most ${API_TOKEN_MAX_DAYS} days ahead`, 'expiresAt');

    const ownerId = body.ownerId ?? me.id;
    if (ownerId !== me.id && !seesEveryone(me.role))
      throw new AppError(403, 'You can create API tokens for yourself only');
    const owner = await db.selectFrom('admins').select(['id', 'role']).where('id', '=', ownerId).executeTakeFirst();
    if (!owner) throw new AppError(400, 'ownerId: no admin has this id', 'ownerId');
    if (!grantWithin(grant, owner.role)) {
      const whose = owner.id === me.id ? 'your' : "its owner's";
      throw new AppError(
        403,
        `A token cannot do more than ${whose} role (${owner.role}) allows`,
        grant.role ? 'role' : 'scopes',
      );
    }

    const secret = newApiTokenSecret();
    let id: string;
    try {
      ({ id } = await request.records.create('api_tokens', (tx) =>
        tx
          .insertInto('api_tokens')
          .values({
            admin_id: owner.id,
            name,
            token_hash: secret.hash,
            prefix: secret.prefix,
            role: grant.role,
            scopes: jsonb(grant.scopes),
            expires_at: expiresAt,
            created_by: me.id,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      ));
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(409, `There is already a token named "${name}" for this admin`, 'name');
      throw error;
    }
    const [created] = await listApiTokens(db, { id });
    reply.code(201);
    return {
      success: true,
      message: 'API token created: copy it now, it will not be shown again',
      data: { ...created, token: secret.token },
    };
  });

  route(app, apiTokensApi.revoke, MANAGE, async (request) => {
    const me = currentAdmin(request);
    const { id } = request.params;
    // Another admin's token is as good as absent to an admin (its existence is not theirs to learn).
    const token = await db.selectFrom('api_tokens').select(['admin_id']).where('id', '=', id).executeTakeFirst();
    if (!token || (token.admin_id !== me.id && !seesEveryone(me.role))) throw new AppError(404, MISSING);
    await request.records.remove({ table: 'api_tokens', id, missing: MISSING });
    return { success: true, message: 'API token revoked' };
  });
}
