import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema, Nullable } from './answers';
import { IdParams } from './common';
import { answer, endpoint } from './endpoint';

/** One live session of an admin, as the Sessions screens show it. */
export const SessionSummary = Type.Object({
  /** Names the session (the sha256 the server keeps of its cookie; no use as a cookie). */
  id: Type.String(),
  /** Browser and system read from the User-Agent ("Chrome 156 on Linux"); null when unknown. */
  device: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  /** The client address at sign-in. */
  ip: Nullable(Type.String()),
  createdAt: Type.String(),
  /** Kept to within five minutes. */
  lastSeen: Type.String(),
  expiresAt: Type.String(),
  /** The session of the request that asks ("this device"). */
  current: Type.Boolean(),
});
export type SessionSummary = Static<typeof SessionSummary>;

export const SessionParams = Type.Object({
  sessionId: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'A session id as the list gives it.' }),
});

/** How many sessions a call ended. */
export const EndedSessionsSchema = EnvelopeSchema(Type.Object({ ended: Type.Integer({ minimum: 0 }) }));

/**
 * The Sessions screens: each admin's own live sessions (end one, or all but this one), and a super admin's view of
 * another admin's (end them all). Ending is immediate: every request checks its session in the database.
 */
export const sessionsApi = {
  mine: endpoint({ method: 'GET', path: '/sessions', answer: answer(EnvelopeSchema(Type.Array(SessionSummary))) }),
  endOthers: endpoint({ method: 'DELETE', path: '/sessions', answer: answer(EndedSessionsSchema) }),
  endMine: endpoint({
    method: 'DELETE',
    path: '/sessions/:sessionId',
    params: SessionParams,
    answer: answer(DoneSchema),
  }),
  ofAdmin: endpoint({
    method: 'GET',
    path: '/admin/:id/sessions',
    params: IdParams,
    answer: answer(EnvelopeSchema(Type.Array(SessionSummary))),
  }),
  endAllOfAdmin: endpoint({
    method: 'DELETE',
    path: '/admin/:id/sessions',
    params: IdParams,
    answer: answer(EndedSessionsSchema),
  }),
};
export type SessionsApi = typeof sessionsApi;
