import { Type, type Static } from '@sinclair/typebox';
import { DoneSchema, EnvelopeSchema, Nullable } from './answers';
import { answer, endpoint } from './endpoint';

/** A record's kind as the activity log names it (its table: 'faqs', 'pricing_plans'...). */
const Kind = Type.String({ maxLength: 60, pattern: '^[a-z_]+$' });
/** A record's id: a uuid, or '1' for a single-row record (a hero). */
const RecordId = Type.String({ minLength: 1, maxLength: 60, pattern: '^[0-9a-fA-F-]+$' });

/** One saved version of a record, as the timeline lists it: who saved it and when. */
export const RevisionEntry = Type.Object({
  _id: Type.String(),
  kind: Type.String(),
  recordId: Type.String(),
  /** 1, 2, 3... per record: the order of its saves (older ones may have been pruned). */
  version: Type.Number(),
  createdAt: Type.String(),
  adminName: Type.String(),
  /** 'baseline': the record as it was before its first recorded save (kept before revisions existed). */
  action: Type.Union([Type.Literal('create'), Type.Literal('update'), Type.Literal('baseline')]),
  /** The version this one brought back (a restore), when its fields equal an older version's. */
  restoredFrom: Nullable(Type.Number()),
});
export type RevisionEntry = Static<typeof RevisionEntry>;

/** A version with its fields, named as the API names them (camelCase; `_id`, `createdAt`, `updatedAt` left out). */
export const Revision = Type.Intersect([
  RevisionEntry,
  Type.Object({ data: Type.Record(Type.String(), Type.Unknown()) }),
]);
export type Revision = Static<typeof Revision>;

export const RevisionsQuery = Type.Object({ kind: Kind, id: RecordId }, { additionalProperties: false });

/** Who is editing a record: its lock holder's name and since when (they send a heartbeat every 15 s). */
export const EditPresence = Type.Object({
  /** Whether this editor holds the lock. */
  mine: Type.Boolean(),
  /** This editor held the lock and someone took it over: its save must reload first. */
  lost: Type.Boolean(),
  holder: Nullable(
    Type.Object({
      adminName: Type.String(),
      since: Type.String(),
      /** The holder is the admin asking, in another tab, window or session of theirs (not someone else). */
      sameAdmin: Type.Boolean(),
    }),
  ),
});
export type EditPresence = Static<typeof EditPresence>;

export const PresenceBody = Type.Object(
  {
    kind: Kind,
    id: RecordId,
    /** A random id of one open editor (a tab), so two tabs of one admin are two editors. */
    editorId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    /** Take the lock from whoever holds it (an explicit action). */
    takeOver: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PresenceBody = Static<typeof PresenceBody>;

/**
 * Revisions (every saved version of a content record, readable by whoever reads the record) and presence
 * (who has a record open in an editor). A restore is no route of its own: the editor saves the old values
 * through the kind's own update route.
 */
export const revisionsApi = {
  list: endpoint({
    method: 'GET',
    path: '/revisions',
    query: RevisionsQuery,
    answer: answer(EnvelopeSchema(Type.Array(RevisionEntry))),
  }),
  one: endpoint({
    method: 'GET',
    path: '/revisions/:id',
    params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
    answer: answer(EnvelopeSchema(Revision)),
  }),
  heartbeat: endpoint({
    method: 'POST',
    path: '/presence',
    body: PresenceBody,
    answer: answer(EnvelopeSchema(EditPresence)),
  }),
  leave: endpoint({ method: 'POST', path: '/presence/leave', body: PresenceBody, answer: answer(DoneSchema) }),
};
export type RevisionsApi = typeof revisionsApi;
