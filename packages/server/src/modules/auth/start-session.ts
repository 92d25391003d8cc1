import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminAnswer, type AdminRow } from '../../auth/admins';
import { deviceToken, rememberDevice } from '../../auth/known-devices';
import { setSessionCookie } from '../../auth/session-cookie';
import { createSession } from '../../auth/sessions';
import type { Tx } from '../../db/record-writes';
import type { ModuleContext } from '../module';

/**
 * The end of every sign-in (password alone, or its second step): a new session and its cookie, the browser
 * remembered as a known device, and a 'signin' entry in the activity log saying how the admin proved it.
 * `alsoInTransaction` runs with the session's insert (e.g. ending the pending sign-in, so a ticket works once).
 */
export async function startSession(
  { db, config }: Pick<ModuleContext, 'db' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  admin: AdminRow,
  options: { method?: string; alsoInTransaction?: (tx: Tx) => Promise<void> } = {},
) {
  const name = `${admin.f_name} ${admin.l_name}`.trim();
  const { token } = await request.records.event(
    {
      action: 'signin',
      table: 'admins',
      id: admin.id,
      label: name,
      actor: { id: admin.id, name, role: admin.role },
      ...(options.method ? { details: { secondFactor: options.method } } : {}),
    },
    async (tx) => {
      await options.alsoInTransaction?.(tx);
      return createSession(tx, admin.id, new Date(), {
        userAgent: request.headers['user-agent'] ?? null,
        ip: request.ip,
      });
    },
  );
  setSessionCookie(reply, token, config.cookieSecure);
  await rememberDevice(db, reply, {
    adminId: admin.id,
    token: deviceToken(request, config.cookieSecure),
    secure: config.cookieSecure,
  });
  return adminAnswer(admin);
}
