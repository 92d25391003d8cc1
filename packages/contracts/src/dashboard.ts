import { Type, type Static } from '@sinclair/typebox';
import { answer, endpoint } from './endpoint';

/** One count of the dashboard; `key` (this server's addition) is the id the front end's card matches. */
export const DashboardCard = Type.Object({
  key: Type.String(),
  title: Type.String(),
  count: Type.Number(),
});
export type DashboardCard = Static<typeof DashboardCard>;

/** The spec's `{ general: [{ title, count }], data: [...] }` (admin spec §7). */
export const DashboardAnswer = Type.Object({
  success: Type.Literal(true),
  general: Type.Array(DashboardCard),
  data: Type.Array(DashboardCard),
});
export type DashboardAnswer = Static<typeof DashboardAnswer>;

export const dashboardApi = {
  counts: endpoint({ method: 'GET', path: '/dashboard', answer: answer(DashboardAnswer) }),
};
export type DashboardApi = typeof dashboardApi;
