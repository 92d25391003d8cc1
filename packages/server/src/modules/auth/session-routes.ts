import { sessionsApi } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { currentAdmin } from '../../auth/request-guard';
import { clearSessionCookie } from '../../auth/session-cookie';
import { endOwnSession, listSessions } from '../../auth/session-list';
import { revokeAdminSessions } from '../../auth/sessions';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';

const nameOf = (admin: { f_name: string; l_name: string; email: string }) =>
  `${admin.f_name} ${admin.l_name}`.trim() || admin.email;

/**
 * The Sessions screens (packages/plugins/profile/README.md): every admin lists and ends their own sessions; a super admin lists and
 * ends all of another admin's. Sessions are looked up in the database on every request, so an ended session is
 * refused at once by every server process. Each ending is in the activity log.
 */
export function sessionRoutes(app: FastifyInstance, { db, config }: ModuleContext): void {
  const idleMs = config.sessionIdleHours * 60 * 60 * 1000;

  route(app, sessionsApi.mine, {}, async (request) => {
    const me = currentAdmin(request);
    return { success: true, data: await listSessions(db, me.id, { idleMs, currentSessionId: request.sessionId }) };
  });

  // "Sign out everywhere else": this browser's session stays.
  route(app, sessionsApi.endOthers, {}, async (request) => {
    const me = currentAdmin(request);
    const ended = await request.records.event(
      (count: number) => ({
        action: 'sessions-revoked',
        table: 'admins',
        id: me.id,
        label: nameOf(me),
        details: { sessions: count, reason: 'other sessions ended by the admin' },
      }),
      (tx) => revokeAdminSessions(tx, me.id, request.sessionId ? { exceptSessionId: request.sessionId } : {}),
    );
    return {
      success: true,
      message: ended === 1 ? '1 other session ended' : `${ended} other sessions ended`,
      data: { ended },
    };
  });

  route(app, sessionsApi.endMine, {}, async (request, reply) => {
    const me = currentAdmin(request);
    const { sessionId } = request.params;
    const ended = await request.records.event(
      (done: boolean) => ({
        action: 'sessions-revoked',
        table: 'admins',
        id: me.id,
        label: nameOf(me),
        details: { sessions: done ? 1 : 0, reason: 'session ended by the admin' },
      }),
      (tx) => endOwnSession(tx, me.id, sessionId),
    );
    // Someone else's session answers the same as a missing one: its id tells nothing.
    if (!ended) throw new AppError(404, 'This session has already ended');
    if (sessionId === request.sessionId) clearSessionCookie(reply, config.cookieSecure);
    return { success: true, message: 'Session ended' };
  });

  route(app, sessionsApi.ofAdmin, { permission: 'users:manage' }, async (request) => {
    const admin = await db.selectFrom('admins').select('id').where('id', '=', request.params.id).executeTakeFirst();
    if (!admin) throw new AppError(404, 'User not found');
    return { success: true, data: await listSessions(db, admin.id, { idleMs, currentSessionId: request.sessionId }) };
  });

  route(app, sessionsApi.endAllOfAdmin, { permission: 'users:manage' }, async (request, reply) => {
    const admin = await db
      .selectFrom('admins')
      .select(['id', 'f_name', 'l_name', 'email'])
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!admin) throw new AppError(404, 'User not found');
    const ended = await request.records.event(
      (count: number) => ({
        action: 'sessions-revoked',
        table: 'admins',
        id: admin.id,
        label: nameOf(admin),
        details: { sessions: count, reason: 'ended by a super admin' },
      }),
      (tx) => revokeAdminSessions(tx, admin.id),
    );
    // Ending one's own sessions this way signs this browser out too.
    if (admin.id === currentAdmin(request).id) clearSessionCookie(reply, config.cookieSecure);
    return { success: true, message: ended === 1 ? '1 session ended' : `${ended} sessions ended`, data: { ended } };
  });
}
