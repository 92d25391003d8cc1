import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { jsonb, isUniqueViolation } from '../db/record';
import { updateRow, type RecordWriter, type TableName, type Tx } from '../db/record-writes';
import { makeRoomAt } from '../db/row-order';
import { AppError } from '../http/app-error';
import { canPublish, type PublishingInput } from './input';
import { publishableKindOfTable } from './kinds';
import { withDraft, type PublishableRow } from './state';

type Values = Record<string, unknown>;

/** "Saved" when the site shows the save, "saved as a draft" when it waits for publishing. */
export const savedMessage = (row: { published: boolean; draft: unknown }, live: string, draft: string) =>
  row.draft || !row.published ? draft : live;

/** The publishing columns of a new record: published unless it is saved as a draft (the default of those who may not publish). */
export function newRecordPublishing(input: PublishingInput, request: FastifyRequest) {
  const status = input.status ?? (canPublish(request) && !input.publishAt ? 'published' : 'draft');
  return {
    published: status === 'published',
    publish_at: input.publishAt ?? null,
    unpublish_at: input.unpublishAt ?? null,
  };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface ContentEdit<Row extends PublishableRow> {
  table: TableName;
  id: string;
  missing: string;
  request: FastifyRequest;
  input: PublishingInput;
  /** The version the edit was based on (records.update's `version`). */
  version?: string | null;
  /** The `updated_at` the values were read from (records.update's `basedOn`, for `retryWhileChanged`). */
  basedOn?: Date | string;
  lock?: (tx: Tx) => Promise<Row | undefined>;
  /** The record's content columns after this edit, from the request and the record as its editors see it (draft included). */
  values: (working: Row) => Promise<Values> | Values;
  /** The kind's own write of those values into the row (row order, jsonb...): used when they go live or were never published. */
  writeLive: (tx: Tx, id: string, values: Values) => Promise<unknown>;
  /** Stored files the edit let go of, from the row before and after it (`filesLetGo`): removed once it has committed. */
  dropsFiles?: (before: Row, after: Row) => Array<string | null | undefined>;
}

/**
 * One edit of a record with drafts (docs/editorial-workflow.md). `status` absent keeps the record's: a published
 * record edited by someone who may publish goes live, by an editor becomes a draft. Published: the values are
 * written and the draft cleared. Draft of a record never published: written too (nothing is on the site).
 * Draft of a published record: kept in `draft`, the site still shows the published columns.
 */
export async function saveContentEdit<Row extends PublishableRow>(
  records: RecordWriter,
  edit: ContentEdit<Row>,
): Promise<Row> {
  const { table, input, request } = edit;
  let before: Row | undefined;
  return (await records.update({
    table,
    id: edit.id,
    missing: edit.missing,
    version: edit.version,
    basedOn: edit.basedOn,
    lock: edit.lock as never,
    dropsFiles: edit.dropsFiles && ((after) => (before ? edit.dropsFiles!(before, after as unknown as Row) : [])),
    async write(tx, stored) {
      const current = stored as unknown as Row;
      before = current;
      const values = await edit.values(withDraft(current));
      await refuseKeyClash(tx, table, current, values);
      const status = input.status ?? (current.published && canPublish(request) ? 'published' : 'draft');
      const unpublishAt = input.unpublishAt === undefined ? current.unpublish_at : input.unpublishAt;
      if (status === 'published') {
        await edit.writeLive(tx, current.id, values);
        return updateRow(tx, table, current.id, {
          published: true,
          draft: null,
          publish_at: null,
          unpublish_at: unpublishAt,
        } as never);
      }
      const publishAt = input.publishAt === undefined ? current.publish_at : input.publishAt;
      if (!current.published) {
        await edit.writeLive(tx, current.id, values);
        return updateRow(tx, table, current.id, {
          draft: null,
          publish_at: publishAt,
          unpublish_at: unpublishAt,
        } as never);
      }
      const changed = Object.keys(values).some(
        (column) => !sameValue(values[column], (current as unknown as Values)[column]),
      );
      return updateRow(tx, table, current.id, {
        draft: changed ? jsonb(values) : null,
        publish_at: publishAt,
        unpublish_at: unpublishAt,
      } as never);
    },
  })) as unknown as Row;
}

/** The error a unique index raises (code 23505): each kind's routes already turn it into their 409 and message. */
export class KeyClash extends Error {
  readonly code = '23505';
  constructor(column: string) {
    super(`Another record already uses this ${column}`);
  }
}

/**
 * Refuses values whose unique key (`uniqueKeys` of the kind: a slug, a page's title) another record already has,
 * published or in its draft, case-insensitively: a draft kept beside the published row escapes the unique index,
 * so without this its clash would be found only when it is published. `current` is the record edited; a new
 * record (`refuseNewKeyClash`) has none, and its `per` value (an article's kind) comes from its values.
 */
export async function refuseKeyClash(
  tx: Tx,
  table: TableName,
  current: PublishableRow | null,
  values: Values,
): Promise<void> {
  for (const { column, per } of publishableKindOfTable(table)?.uniqueKeys ?? []) {
    const value = values[column];
    if (typeof value !== 'string' || value === '') continue;
    const perValue = per ? (current ? (current as unknown as Values)[per] : values[per]) : undefined;
    const untyped = tx as unknown as Kysely<any>;
    const other = await untyped
      .selectFrom(table)
      .select('id')
      .$if(current !== null, (query) => query.where('id', '<>', current!.id))
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', [column]), '=', value.toLowerCase()),
          eb(sql`lower(draft->>${column})`, '=', value.toLowerCase()),
        ]),
      )
      .$if(Boolean(per), (query) => query.where(per!, '=', perValue as never))
      .limit(1)
      .executeTakeFirst();
    if (other) throw new KeyClash(column);
  }
}

/** `refuseKeyClash` for a new record, in its insert's transaction: a key another record holds only in its draft is refused too. */
export const refuseNewKeyClash = (tx: Tx, table: TableName, values: Values): Promise<void> =>
  refuseKeyClash(tx, table, null, values);

const columnValue = (value: unknown) => (value !== null && typeof value === 'object' ? jsonb(value) : value);

/** Puts a record's draft (if any) on the site now, in `tx`: its values become the row's, a row order makes room. */
export async function publishNow<Row extends PublishableRow>(tx: Tx, table: TableName, current: Row): Promise<Row> {
  const kind = publishableKindOfTable(table);
  const draft = kind?.draftColumns ? await kind.draftColumns(tx, current) : (current.draft ?? {});
  if ('row' in draft) await makeRoomAt(tx, table, Number(draft.row), current.id);
  const values = Object.fromEntries(Object.entries(draft).map(([column, value]) => [column, columnValue(value)]));
  try {
    const published = (await updateRow(tx, table, current.id, {
      ...values,
      published: true,
      draft: null,
      publish_at: null,
    } as never)) as unknown as Row;
    await kind?.afterPublish?.(tx, current);
    return published;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        409,
        'Another record already uses a value of this draft (e.g. its title): change the draft, then publish it',
      );
    throw error;
  }
}

/** Takes a record off the site now, in `tx` (its draft, if any, stays for later). */
export async function unpublishNow<Row extends PublishableRow>(tx: Tx, table: TableName, current: Row): Promise<Row> {
  return (await updateRow(tx, table, current.id, {
    published: false,
    publish_at: null,
    unpublish_at: null,
  } as never)) as unknown as Row;
}
