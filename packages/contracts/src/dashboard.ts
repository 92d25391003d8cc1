import { Type, type Static } from '@sinclair/typebox';
import { answer, endpoint } from './endpoint';

/** One count of the dashboard; `key` (this server's addition) is the id the front end's card matches. */
export const DashboardCard = Type.Object({
  key: Type.String(),
  title: Type.String(),
  count: Type.Number(),
});
export type DashboardCard = Static<typeof DashboardCard>;

/** The spec's `{ general: [{ title, count }], data: [...] }`. */
export const DashboardAnswer = Type.Object({
  success: Type.Literal(true),
  general: Type.Array(DashboardCard),
  data: Type.Array(DashboardCard),
});
export type DashboardAnswer = Static<typeof DashboardAnswer>;

/** What came in of one kind (leads, applications, sign-ups): since the admin's last visit, and per day for 30 days. */
export const DashboardArrivals = Type.Object({
  key: Type.String(),
  title: Type.String(),
  /** The screen that lists them. */
  path: Type.String(),
  sinceLastVisit: Type.Number(),
  /** 30 numbers, one per UTC day, the oldest first and today last. */
  trend: Type.Array(Type.Number()),
});
export type DashboardArrivals = Static<typeof DashboardArrivals>;

/** Content that needs attention (drafts, scheduled articles, empty structural records...): how many, and where. */
export const DashboardAttention = Type.Object({
  key: Type.String(),
  title: Type.String(),
  count: Type.Number(),
  path: Type.String(),
});
export type DashboardAttention = Static<typeof DashboardAttention>;

/** One step of the getting-started checklist, and whether it is done. */
export const DashboardStep = Type.Object({
  key: Type.String(),
  title: Type.String(),
  path: Type.String(),
  done: Type.Boolean(),
});
export type DashboardStep = Static<typeof DashboardStep>;

/**
 * The dashboard beyond the counters (this server's addition): `lastVisit` is the admin's previous visit (null on
 * the first), `gettingStarted` is empty once every step is done.
 */
export const DashboardOverview = Type.Object({
  success: Type.Literal(true),
  lastVisit: Type.Union([Type.String(), Type.Null()]),
  arrivals: Type.Array(DashboardArrivals),
  attention: Type.Array(DashboardAttention),
  gettingStarted: Type.Array(DashboardStep),
});
export type DashboardOverview = Static<typeof DashboardOverview>;

export const dashboardApi = {
  counts: endpoint({ method: 'GET', path: '/dashboard', answer: answer(DashboardAnswer) }),
  /** What came in since the last visit, what needs attention, the first steps; records this visit. */
  overview: endpoint({ method: 'GET', path: '/dashboard/overview', answer: answer(DashboardOverview) }),
};
export type DashboardApi = typeof dashboardApi;
