import { Type, type Static } from '@sinclair/typebox';
import { answer, endpoint } from './endpoint';

/** One record the command palette offers: its name, a second line, and the screen address that opens it. */
export const SearchHit = Type.Object({
  title: Type.String(),
  description: Type.Optional(Type.String()),
  /** The admin screen that shows the record (e.g. `/legal-pages/edit?id=…`); it opens on a fresh page load too. */
  path: Type.String(),
});
export type SearchHit = Static<typeof SearchHit>;

/** The hits of one screen group (e.g. 'Leads Contact'), at most `limit` of them. */
export const SearchGroup = Type.Object({
  key: Type.String(),
  label: Type.String(),
  hits: Type.Array(SearchHit),
});
export type SearchGroup = Static<typeof SearchGroup>;

export const SearchAnswer = Type.Object({
  success: Type.Literal(true),
  /** Only groups with hits, and only those the caller may read; in the modules' order. */
  groups: Type.Array(SearchGroup),
});
export type SearchAnswer = Static<typeof SearchAnswer>;

export const SearchQuery = Type.Object({
  q: Type.String({ minLength: 2, maxLength: 200 }),
  /** Hits per group (5 by default). */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
});

export const searchApi = {
  /** Records of every group matching `q` (case-insensitive, anywhere in their names, e-mails, companies…). */
  records: endpoint({ method: 'GET', path: '/search', query: SearchQuery, answer: answer(SearchAnswer) }),
};
export type SearchApi = typeof searchApi;
