import { apiTokenPermissions, type ApiToken, type ApiTokenScope, type Role } from '@backoffice/contracts';
import type { Kysely } from 'kysely';
import { isoTime } from '../../db/record';
import type { Database } from '../../db/schema';
import '../../auth/api-token-tables';

/** The tokens with their owner and creator, newest first; `ownerId` narrows to one admin's. */
export async function listApiTokens(
  db: Kysely<Database>,
  options: { ownerId?: string; id?: string } = {},
  now = new Date(),
): Promise<ApiToken[]> {
  const rows = await db
    .selectFrom('api_tokens as t')
    .innerJoin('admins as o', 'o.id', 't.admin_id')
    .leftJoin('admins as c', 'c.id', 't.created_by')
    .select(['t.id', 't.name', 't.prefix', 't.role', 't.scopes', 't.expires_at', 't.last_used_at', 't.created_at'])
    .select([
      'o.id as owner_id',
      'o.f_name as owner_f_name',
      'o.l_name as owner_l_name',
      'o.email as owner_email',
      'o.role as owner_role',
    ])
    .select(['c.f_name as creator_f_name', 'c.l_name as creator_l_name'])
    .$if(options.ownerId !== undefined, (query) => query.where('t.admin_id', '=', options.ownerId!))
    .$if(options.id !== undefined, (query) => query.where('t.id', '=', options.id!))
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .execute();
  return rows.map((row) => {
    const scopes = (Array.isArray(row.scopes) ? row.scopes : []) as ApiTokenScope[];
    const creator = row.creator_f_name === null ? null : `${row.creator_f_name} ${row.creator_l_name ?? ''}`.trim();
    return {
      _id: row.id,
      name: row.name,
      prefix: row.prefix,
      owner: { _id: row.owner_id, name: `${row.owner_f_name} ${row.owner_l_name}`.trim(), email: row.owner_email },
      role: (row.role as Role | null) ?? null,
      scopes,
      permissions: apiTokenPermissions({ role: row.role as Role | null, scopes }, row.owner_role),
      expiresAt: isoTime(row.expires_at),
      expired: new Date(row.expires_at).getTime() <= now.getTime(),
      lastUsedAt: row.last_used_at ? isoTime(row.last_used_at) : null,
      createdAt: isoTime(row.created_at),
      createdBy: creator,
    };
  });
}
