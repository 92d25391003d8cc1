import { sql, type Kysely, type Transaction } from 'kysely';
import type { CountriesTables } from './countries-tables';
import type { CountryFields } from './countries-input';
import { AppError } from '../../http/app-error';

type Db = Kysely<CountriesTables>;
type Tx = Transaction<CountriesTables>;

/** A country as the API answers it. */
export interface CountryAnswer {
  _id: string;
  country: string;
  flag: string;
  status: string;
  region: string;
  createdAt: string;
  updatedAt: string;
}

export interface RegionAnswer {
  _id: string;
  region: string;
  description: string;
  countries: Array<Omit<CountryAnswer, 'region'>>;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Regions (by name) with their countries (by name); a region without countries is never listed. */
export async function listRegions(db: Db): Promise<RegionAnswer[]> {
  const rows = await db
    .selectFrom('countries as c')
    .innerJoin('country_regions as r', 'r.id', 'c.region_id')
    .select(['r.id as regionId', 'r.name as region', 'r.description', 'c.id', 'c.name', 'c.flag', 'c.status', 'c.created_at', 'c.updated_at'])
    .orderBy(sql`lower(r.name)`)
    .orderBy(sql`lower(c.name)`)
    .execute();
  const regions = new Map<string, RegionAnswer>();
  for (const row of rows) {
    let region = regions.get(row.regionId);
    if (!region) {
      region = { _id: row.regionId, region: row.region, description: row.description, countries: [] };
      regions.set(row.regionId, region);
    }
    region.countries.push({ _id: row.id, country: row.name, flag: row.flag, status: row.status, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) });
  }
  return [...regions.values()];
}

export async function countCountries(db: Db): Promise<number> {
  const row = await db.selectFrom('countries').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

async function findCountry(tx: Tx, id: string) {
  return tx
    .selectFrom('countries as c')
    .innerJoin('country_regions as r', 'r.id', 'c.region_id')
    .select(['c.id', 'c.name', 'c.flag', 'c.status', 'c.region_id', 'c.created_at', 'c.updated_at', 'r.name as region'])
    .where('c.id', '=', id)
    .forUpdate('c')
    .executeTakeFirst();
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
  const created = await tx
    .insertInto('country_regions')
    .values({ name, description, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

async function dropRegionIfEmpty(tx: Tx, regionId: string) {
  const left = await tx.selectFrom('countries').select('id').where('region_id', '=', regionId).limit(1).executeTakeFirst();
  if (!left) await tx.deleteFrom('country_regions').where('id', '=', regionId).execute();
}

/** Postgres unique violation: a concurrent add of the same name won the race. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

function answer(row: { id: string; name: string; flag: string; status: string; created_at: Date; updated_at: Date }, region: string): CountryAnswer {
  return { _id: row.id, country: row.name, flag: row.flag, status: row.status, region, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) };
}

export async function addCountry(db: Db, fields: CountryFields, flag: string): Promise<CountryAnswer> {
  try {
    return await db.transaction().execute(async (tx) => {
      await refuseDuplicate(tx, fields.country);
      const now = new Date();
      const regionId = await regionFor(tx, fields.region, fields.description, now);
      const row = await tx
        .insertInto('countries')
        .values({ region_id: regionId, name: fields.country, flag, status: fields.status, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return answer(row, fields.region);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(400, `${fields.country} is already on your map`);
    throw error;
  }
}

export interface EditResult {
  country: CountryAnswer;
  /** The flag the edit replaced, to delete from storage. */
  replacedFlag: string | null;
}

/**
 * Edits a country if `updatedAt` is still its version (else 409). Moving it to another region drops the
 * old region when it is left empty.
 */
export async function editCountry(db: Db, id: string, fields: CountryFields, newFlag: string | null, updatedAt: string): Promise<EditResult> {
  try {
    return await db.transaction().execute(async (tx) => {
      const current = await findCountry(tx, id);
      if (!current) throw new AppError(404, 'This country is no longer on the map');
      if (new Date(current.updated_at).getTime() !== new Date(updatedAt).getTime()) {
        throw new AppError(409, 'This country was changed by someone else since you opened it.');
      }
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
      return { country: answer(row, fields.region), replacedFlag: newFlag && newFlag !== current.flag ? current.flag : null };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(400, `${fields.country} is already on your map`);
    throw error;
  }
}

/** Deletes a country (and its region when it was the last one); returns its flag, or null when absent. */
export async function deleteCountry(db: Db, id: string): Promise<{ flag: string } | null> {
  return db.transaction().execute(async (tx) => {
    const removed = await tx.deleteFrom('countries').where('id', '=', id).returning(['flag', 'region_id']).executeTakeFirst();
    if (!removed) return null;
    await dropRegionIfEmpty(tx, removed.region_id);
    return { flag: removed.flag };
  });
}
