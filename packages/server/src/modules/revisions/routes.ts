import { revisionsApi, type Revision, type RevisionEntry } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { currentAdmin } from '../../auth/request-guard';
import { isoTime } from '../../db/record';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import { apiFieldsOf, REVISED_TABLES } from './kinds';
import { heartbeat, leave } from './presence';
import type { RevisionsTable } from './tables';

const UNKNOWN_KIND = 'This kind of record keeps no revisions';

function entryOf(row: Omit<Selectable<RevisionsTable>, 'data'>): RevisionEntry {
  return {
    _id: row.id,
    kind: row.record_table,
    recordId: row.record_id,
    version: Number(row.version),
    createdAt: isoTime(row.created_at),
    adminName: row.admin_name,
    action: row.action as RevisionEntry['action'],
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
  };
}

function knownKind(kind: string): void {
  if (!REVISED_TABLES.has(kind)) throw new AppError(400, UNKNOWN_KIND);
}

/**
 * Revisions and presence. Reading a record's versions needs what reading the record needs (a signed-in
 * admin; content only); presence is for those who may edit it (`content:write`).
 */
export function revisionRoutes(app: FastifyInstance, { db, config }: ModuleContext) {
  route(app, revisionsApi.list, {}, async (request) => {
    const { kind, id } = request.query;
    knownKind(kind);
    const rows = await db
      .selectFrom('revisions')
      .select([
        'id',
        'created_at',
        'record_table',
        'record_id',
        'version',
        'action',
        'admin_id',
        'admin_name',
        'restored_from',
      ])
      .where('record_table', '=', kind)
      .where('record_id', '=', id)
      .orderBy('version', 'desc')
      .execute();
    return { success: true, data: rows.map(entryOf) };
  });

  route(app, revisionsApi.one, {}, async (request) => {
    const row = await db.selectFrom('revisions').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw new AppError(404, 'This version no longer exists');
    const revision: Revision = {
      ...entryOf(row),
      data: apiFieldsOf(row.record_table, row.data as Record<string, unknown>),
    };
    return { success: true, data: revision };
  });

  const editorOf = (request: Parameters<typeof currentAdmin>[0]) => {
    const admin = currentAdmin(request);
    return { adminId: admin.id, adminName: `${admin.f_name} ${admin.l_name}`.trim() };
  };

  route(app, revisionsApi.heartbeat, { permission: 'content:write' }, async (request) => {
    knownKind(request.body.kind);
    return { success: true, data: await heartbeat(db, request.body, editorOf(request), config.presenceExpirySeconds) };
  });

  route(app, revisionsApi.leave, { permission: 'content:write' }, async (request) => {
    knownKind(request.body.kind);
    await leave(db, request.body);
    return { success: true, message: 'Left the editor' };
  });
}
