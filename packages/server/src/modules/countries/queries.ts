import type { CountryWithRegion, Region } from '@backoffice/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation, withRecordMeta } from '../../db/record';
import type { RecordWriter, Tx } from '../../db/record-writes';
import type { StoredFields } from '../../db/partial-update';
import { AppError } from '../../http/app-error';
import type { CountryFields } from './input';
import type { CountriesTable } from './tables';

const MISSING = 'This country is no longer on the map';
const STALE = 'This country was changed by someone else since you opened it.';

function countryOf(row: Selectable<CountriesTable>) {
  return withRecordMeta(row, { country: row.name, flag: row.flag, status: row.status });
}

/** Regions (by name) with their countries (by name); a region without countries is never listed. */
export async function listRegions(db: Kysely<Database>): Promise<Region[]> {
  const rows = await db
    .selectFrom('countries as c')
    .innerJoin('country_regions as r', 'r.id', 'c.region_id')
    .select(['r.id as regionId', 'r.name as region', 'r.description', 'c.id', 'c.name', 'c.flag', 'c.status', 'c.region_id', 'c.created_at', 'c.updated_at'])
    .orderBy(sql`lower(r.name)`)
    .orderBy(sql`lower(c.name)`)
    .execute();
  const regions = new Map<string, Region>();
  for (const row of rows) {
    let region = regions.get(row.regionId);
    if (!region) {
      region = { _id: row.regionId, region: row.region, description: row.description, countries: [] };
      regions.set(row.regionId, region);
    }
    const { _id, country, flag, status, createdAt, updatedAt } = countryOf(row);
    region.countries.push({ _id, country, flag, status, createdAt, updatedAt });
  }
  return [...regions.values()];
}

async function refuseDuplicate(tx: Tx, name: string, exceptId?: string) {
  let query = tx.selectFrom('countries').select('name').where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '<>', exceptId);
  const existing = await query.executeTakeFirst();
  if (existing) throw new AppError(400, `${existing.name} is already on your map`);
}

/** The region of that name (case-insensitive), created when new; its description becomes the given one. */
async function regionFor(tx: Tx, name: string, description: string, now: Date): Promise<string> {
  const existing = await tx
    .selectFrom('country_regions')
    .select(['id', 'description'])
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
  if (existing) {
    if (existing.description !== description) {
      await tx.updateTable('country_regions').set({ description, updated_at: now }).where('id', '=', existing.id).execute();
    }
    return existing.id;
  }
  const created = await tx.insertInto('country_regions').values({ name, description, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  return created.id;
}

async function dropRegionIfEmpty(tx: Tx, regionId: string) {
  const left = await tx.selectFrom('countries').select('id').where('region_id', '=', regionId).limit(1).executeTakeFirst();
  if (!left) await tx.deleteFrom('country_regions').where('id', '=', regionId).execute();
}

/** A concurrent add of the same name won the race: the same 400 as the check. */
function nameTaken(error: unknown, fields: CountryFields): never {
  if (isUniqueViolation(error)) throw new AppError(400, `${fields.country} is already on your map`);
  throw error;
}

export async function addCountry(records: RecordWriter, fields: CountryFields, flag: string): Promise<CountryWithRegion> {
  try {
    const row = await records.create('countries', async (tx) => {
      await refuseDuplicate(tx, fields.country);
      const now = new Date();
      const regionId = await regionFor(tx, fields.region, fields.description, now);
      return tx
        .insertInto('countries')
        .values({ region_id: regionId, name: fields.country, flag, status: fields.status, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return { ...countryOf(row), region: fields.region };
  } catch (error) {
    nameTaken(error, fields);
  }
}

/**
 * Edits a country if `updatedAt` is still its version (else 409); the flag it replaced is removed from storage.
 * Moving it to another region drops the old region when it is left empty.
 */
export async function editCountry(records: RecordWriter, id: string, fields: CountryFields, newFlag: string | null, updatedAt: string | undefined, basedOn?: Date | string): Promise<CountryWithRegion> {
  try {
    const result = await records.update({
      table: 'countries', id, missing: MISSING, version: updatedAt, basedOn,
      staleMessage: STALE,
      async write(tx, current) {
        await refuseDuplicate(tx, fields.country, id);
        const now = new Date();
        const regionId = await regionFor(tx, fields.region, fields.description, now);
        const row = await tx
          .updateTable('countries')
          .set({ region_id: regionId, name: fields.country, status: fields.status, flag: newFlag ?? current.flag, updated_at: now })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (current.region_id !== regionId) await dropRegionIfEmpty(tx, current.region_id);
        return { row, replacedFlag: newFlag && newFlag !== current.flag ? current.flag : null };
      },
      dropsFiles: ({ replacedFlag }) => [replacedFlag],
    });
    return { ...countryOf(result.row), region: fields.region };
  } catch (error) {
    nameTaken(error, fields);
  }
}

/** Deletes a country and its flag (and its region when it was the last one). */
export async function deleteCountry(records: RecordWriter, id: string): Promise<void> {
  await records.remove({ table: 'countries', id, missing: MISSING, also: (tx, removed) => dropRegionIfEmpty(tx, removed.region_id), dropsFiles: (removed) => [removed.flag] });
}

/** The stored country as the fields of its edit form (empty when gone: the edit then answers its 404). */
export async function storedCountryFields(db: Kysely<Database>, id: string): Promise<StoredFields> {
  const row = await db
    .selectFrom('countries')
    .innerJoin('country_regions', 'country_regions.id', 'countries.region_id')
    .select(['countries.name as country', 'countries.status as countryStatus', 'country_regions.name as region', 'country_regions.description as description', 'countries.updated_at'])
    .where('countries.id', '=', id)
    .executeTakeFirst();
  if (!row) return { fields: {} };
  const { updated_at, ...fields } = row;
  return { fields, basedOn: updated_at };
}
