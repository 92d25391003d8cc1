import type { CountryWithRegion, Region } from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import { filesLetGo, filesOfRecord } from '../../content-state/files';
import { canPublish, type PublishingInput } from '../../content-state/input';
import { publishingOf, withDraft } from '../../content-state/state';
import type { Database } from '../../db/schema';
import { isUniqueViolation, jsonb, withRecordMeta } from '../../db/record';
import { updateRow, type RecordWriter, type Tx } from '../../db/record-writes';
import type { StoredFields } from '../../db/partial-update';
import { AppError } from '../../http/app-error';
import type { CountryFields } from './input';
import { draftRegionOf, dropRegionIfEmpty, regionFor } from './regions';
import type { CountriesTable } from './tables';

const MISSING = 'This country is no longer on the map';
const STALE = 'This country was changed by someone else since you opened it.';

type CountryRow = Selectable<CountriesTable>;

/** The publishing columns of a new country (`newRecordPublishing`). */
export interface NewCountryPublishing {
  published: boolean;
  publish_at: Date | null;
  unpublish_at: Date | null;
}

/**
 * A country as its editors see it: its draft's values when it has one. Its publishing status is
 * `publishStatus`: the spec's `status` is the country's Active / Inactive / Pending.
 */
function countryOf(row: CountryRow) {
  const working = withDraft(row);
  const { status: publishStatus, state, publishAt, unpublishAt } = publishingOf(row);
  return withRecordMeta(row, {
    country: working.name,
    flag: working.flag,
    status: working.status,
    publishStatus,
    state,
    publishAt,
    unpublishAt,
  });
}

const byName = (a: string, b: string) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;

/**
 * Regions (by name) with their countries (by name), as the editors see them (a country's draft may move it to
 * another region, or change its region's description); a region without countries is never listed.
 */
export async function listRegions(db: Kysely<Database>): Promise<Region[]> {
  const [rows, regionRows] = await Promise.all([
    db.selectFrom('countries').selectAll().execute(),
    db.selectFrom('country_regions').selectAll().execute(),
  ]);
  const regionById = new Map(regionRows.map((region) => [region.id, region]));
  const regions = new Map<string, Region>();
  for (const row of rows) {
    const working = withDraft(row);
    const stored = regionById.get(working.region_id);
    if (!stored) continue;
    let region = regions.get(stored.id);
    if (!region) {
      region = { _id: stored.id, region: stored.name, description: stored.description, countries: [] };
      regions.set(stored.id, region);
    }
    const waiting = row.draft?.region_description;
    if (typeof waiting === 'string') region.description = waiting;
    region.countries.push(countryOf(row));
  }
  const sorted = [...regions.values()].sort((a, b) => byName(a.region, b.region));
  for (const region of sorted) region.countries.sort((a, b) => byName(a.country, b.country));
  return sorted;
}

/**
 * One country per name, whatever its case: a name another country has, published or only in its draft, is
 * refused when a country is added or saved (live or as a draft), not only when a draft is published.
 */
async function refuseDuplicate(tx: Tx, name: string, exceptId?: string) {
  const lower = name.toLowerCase();
  let query = tx
    .selectFrom('countries')
    .select(['name', sql<string | null>`draft->>'name'`.as('draft_name')])
    .where((eb) => eb.or([eb(sql`lower(name)`, '=', lower), eb(sql`lower(draft->>'name')`, '=', lower)]));
  if (exceptId) query = query.where('id', '<>', exceptId);
  const existing = await query.executeTakeFirst();
  if (existing)
    throw new AppError(
      400,
      `${existing.name.toLowerCase() === lower ? existing.name : existing.draft_name} is already on your map`,
    );
}

/** A concurrent add of the same name won the race: the same 400 as the check. */
function nameTaken(error: unknown, fields: CountryFields): never {
  if (isUniqueViolation(error)) throw new AppError(400, `${fields.country} is already on your map`);
  throw error;
}

/** A draft's value for `region_description`: only while the region's own description differs. */
const waitingDescription = (waits: boolean, fields: CountryFields) =>
  waits ? { region_description: fields.description } : {};

/**
 * Adds a country, published or as a draft (`publishing`). A draft never changes its region's description on the
 * site: the new description waits in the country's draft.
 */
export async function addCountry(
  records: RecordWriter,
  fields: CountryFields,
  flag: string,
  publishing: NewCountryPublishing = { published: true, publish_at: null, unpublish_at: null },
): Promise<CountryWithRegion> {
  try {
    const row = await records.create('countries', async (tx) => {
      await refuseDuplicate(tx, fields.country);
      const now = new Date();
      const region = await regionFor(tx, fields.region, fields.description, now, publishing.published);
      const waiting = waitingDescription(region.descriptionWaits, fields);
      return tx
        .insertInto('countries')
        .values({
          region_id: region.id,
          name: fields.country,
          flag,
          status: fields.status,
          created_at: now,
          updated_at: now,
          ...publishing,
          draft: Object.keys(waiting).length > 0 ? jsonb(waiting) : null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return { ...countryOf(row), region: fields.region };
  } catch (error) {
    nameTaken(error, fields);
  }
}

export interface CountryEdit {
  fields: CountryFields;
  newFlag: string | null;
  updatedAt: string | undefined;
  basedOn?: Date | string;
  request: FastifyRequest;
  input: PublishingInput;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Edits a country if `updatedAt` is still its version (else 409), as published or as a draft
 * (docs/editorial-workflow.md, like `saveContentEdit`): `publishStatus` absent keeps the country's (a published
 * country edited by someone who may publish goes live, by an editor becomes a draft). A flag it let go of is
 * removed from storage; a region left without countries (published or in a draft) is dropped.
 */
export async function editCountry(records: RecordWriter, id: string, edit: CountryEdit): Promise<CountryWithRegion> {
  const { fields, newFlag, input, request } = edit;
  try {
    const result = await records.update({
      table: 'countries',
      id,
      missing: MISSING,
      version: edit.updatedAt,
      basedOn: edit.basedOn,
      staleMessage: STALE,
      async write(tx, current) {
        const status = input.status ?? (current.published && canPublish(request) ? 'published' : 'draft');
        const live = status === 'published';
        await refuseDuplicate(tx, fields.country, id);
        const region = await regionFor(tx, fields.region, fields.description, new Date(), live);
        const working = withDraft(current);
        const columns = {
          name: fields.country,
          status: fields.status,
          flag: newFlag ?? working.flag,
          region_id: region.id,
        };
        const waiting = waitingDescription(region.descriptionWaits, fields);
        const publishAt = input.publishAt === undefined ? current.publish_at : input.publishAt;
        const unpublishAt = input.unpublishAt === undefined ? current.unpublish_at : input.unpublishAt;
        let row: CountryRow;
        if (live) {
          row = await updateRow(tx, 'countries', id, {
            ...columns,
            published: true,
            draft: null,
            publish_at: null,
            unpublish_at: unpublishAt,
          });
        } else if (!current.published) {
          // Never published (or taken off the site): the row is the country's only version, nothing shows it.
          row = await updateRow(tx, 'countries', id, {
            ...columns,
            draft: Object.keys(waiting).length > 0 ? jsonb(waiting) : null,
            publish_at: publishAt,
            unpublish_at: unpublishAt,
          });
        } else {
          const changed =
            Object.entries(columns).some(([column, value]) => !sameValue(value, current[column as keyof CountryRow])) ||
            Object.keys(waiting).length > 0;
          row = await updateRow(tx, 'countries', id, {
            draft: changed ? jsonb({ ...columns, ...waiting }) : null,
            publish_at: publishAt,
            unpublish_at: unpublishAt,
          });
        }
        for (const left of new Set([current.region_id, draftRegionOf(current)])) {
          if (left && left !== row.region_id && left !== draftRegionOf(row)) await dropRegionIfEmpty(tx, left);
        }
        return { row, before: current };
      },
      dropsFiles: ({ row, before }) => filesLetGo(before, row, ['flag']),
    });
    return { ...countryOf(result.row), region: fields.region };
  } catch (error) {
    nameTaken(error, fields);
  }
}

/** Deletes a country and its flags (published and in its draft), and its regions when it was the last one in them. */
export async function deleteCountry(records: RecordWriter, id: string): Promise<void> {
  await records.remove({
    table: 'countries',
    id,
    missing: MISSING,
    also: async (tx, removed) => {
      await dropRegionIfEmpty(tx, removed.region_id);
      await dropRegionIfEmpty(tx, draftRegionOf(removed));
    },
    dropsFiles: (removed) => filesOfRecord(removed, ['flag']),
  });
}

/** The stored country as the fields of its edit form, as its editors see it (empty when gone: the edit then answers its 404). */
export async function storedCountryFields(db: Kysely<Database>, id: string): Promise<StoredFields> {
  const row = await db.selectFrom('countries').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return { fields: {} };
  const working = withDraft(row);
  const region = await db
    .selectFrom('country_regions')
    .select(['name', 'description'])
    .where('id', '=', working.region_id)
    .executeTakeFirst();
  const waiting = row.draft?.region_description;
  return {
    fields: {
      country: working.name,
      countryStatus: working.status,
      region: region?.name ?? '',
      description: typeof waiting === 'string' ? waiting : (region?.description ?? ''),
    },
    basedOn: row.updated_at,
  };
}
