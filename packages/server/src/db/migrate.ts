import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { withAdvisoryLock } from './advisory-lock';

/** Migrations by name (kysely runs them in name order and records the names that ran). */
export type Migrations = Record<string, Migration>;

/**
/**
 * Whether the database has run exactly the migrations this code has: one query, where kysely's Migrator
 * would first read the whole catalogue (about a second on PGlite, at every start).
 */
async function upToDate(db: Kysely<any>, migrations: Migrations, schema?: string): Promise<boolean> {
  try {
    const table = schema ? sql`${sql.id(schema)}.kysely_migration` : sql`kysely_migration`;
    const ran = await sql<{ name: string }>`select name from ${table}`.execute(db);
    const names = new Set(ran.rows.map((row) => row.name));
    return names.size === Object.keys(migrations).length && Object.keys(migrations).every((name) => names.has(name));
  } catch {
    return false; // a new database: no migration table yet
  }
}

/**
 * Brings the database to the latest migration; throws with the failing migration's name.
 * Several server processes may start at once on one PostgreSQL: a session advisory lock (per database and
 * schema) lets one migrate while the others wait, then find nothing left to do. The lock is held on one
 * connection for the whole run and ends with it, so a process that dies mid-way frees it.
 */
export async function migrateToLatest(db: Kysely<any>, migrations: Migrations, schema?: string): Promise<string[]> {
  if (await upToDate(db, migrations, schema)) return [];
  return db.connection().execute(async (connection) => {
    const lockKey = migrationLockName(schema);
    await sql`select pg_advisory_lock(hashtext(${lockKey}))`.execute(connection);
    try {
      return await runMigrations(connection, migrations, schema);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${lockKey}))`.execute(connection);
    }
  });
}

/** Runs `work` while holding the migrations' advisory lock (see withAdvisoryLock). */
export async function withMigrationLock<T>(
  db: Kysely<any>,
  schema: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  return withAdvisoryLock(db, migrationLockName(schema), work);
}

/** The advisory lock's name (hashed by PostgreSQL's hashtext into the lock key). */
export function migrationLockName(schema?: string): string {
  return `backoffice:migrations:${schema ?? ''}`;
}

async function runMigrations(db: Kysely<any>, migrations: Migrations, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Migrations are numbered in blocks per screen group (100-users, 400-articles, 700-countries...), so a
    // module added later may sort before one a database already ran: run whatever has not run yet.
    allowUnorderedMigrations: true,
    // With a schema, kysely's bookkeeping tables live there too, so test schemas never share them.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${reason}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
