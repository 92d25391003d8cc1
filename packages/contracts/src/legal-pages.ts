import { Type, type Static } from '@sinclair/typebox';
import { IdParams, UpdatedAt, type RecordMeta } from './common';
import { answer, endpoint } from './endpoint';
import type { Envelope } from './envelope';

/** A legal page (content spec §3: the spec calls them guides). */
export interface LegalPage extends RecordMeta {
  title: string;
  content: string;
  /** 'Mar 10, 2026': the Last Update column. */
  formattedDate: string;
}

export const LegalPageBody = Type.Object({
  title: Type.String({ maxLength: 200 }),
  content: Type.String({ maxLength: 1_000_000 }),
  updatedAt: Type.Optional(UpdatedAt),
});
export type LegalPageBody = Static<typeof LegalPageBody>;
/** An edit sends only the fields it changes: those absent keep their stored values (README "Updates"). */
export const LegalPageEditBody = Type.Partial(LegalPageBody);
export type LegalPageEditBody = Static<typeof LegalPageEditBody>;

/** Legal pages (content spec §7, the spec's 'guides' calls): list and edit. */
export const legalPagesApi = {
  list: endpoint({ method: 'GET', path: '/guides/get', answer: answer<{ success: true; guides: LegalPage[] }>() }),
  edit: endpoint({ method: 'PUT', path: '/guides/edit/:id', params: IdParams, body: LegalPageEditBody, answer: answer<Envelope<LegalPage>>() }),
};
export type LegalPagesApi = typeof legalPagesApi;
