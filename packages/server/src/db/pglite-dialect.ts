import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex';

/**
 * A kysely dialect over one PGlite instance. PGlite is a single connection, so a kysely "connection"
 * is a turn on a mutex: a transaction holds it from BEGIN to COMMIT and no other query can slip in
 * between (kysely-pglite lacks this lock and mixes overlapping transactions).
 *
 * Consequence: inside `db.transaction().execute(async (tx) => ...)` use `tx`, never `db`: a query on
 * `db` would wait for the transaction that waits for it.
 */
export class PGliteDialect implements Dialect {
  private readonly driver: PGliteDriver;

  constructor(pglite: PGlite) {
    this.driver = new PGliteDriver(pglite);
  }

  createDriver(): Driver {
    return this.driver;
  }

  /** The one connection as a pool's figures, for the metrics: in use or idle, and how many wait for their turn. */
  connections(): { total: number; idle: number; waiting: number } {
    return { total: 1, idle: this.driver.held ? 0 : 1, waiting: this.driver.waiting };
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const changed =
      result.command === 'INSERT' ||
      result.command === 'UPDATE' ||
      result.command === 'DELETE' ||
      result.command === 'MERGE';
    return {
      rows: result.rows,
      ...(changed ? { numAffectedRows: BigInt(result.rowCount ?? result.affectedRows ?? 0) } : {}),
    };
  }

  // kysely's driver interface wants a generator here; PGlite cannot stream, so it refuses before yielding.
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite');
  }
}

class PGliteDriver implements Driver {
  private readonly lock = new Mutex();
  private readonly connection: PGliteConnection;
  private readonly releases: Array<() => void> = [];
  /** Turns asked for and not yet given (the metrics' waiting figure). */
  waiting = 0;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  get held(): boolean {
    return this.releases.length > 0;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.waiting += 1;
    try {
      this.releases.push(await this.lock.acquire());
    } finally {
      this.waiting -= 1;
    }
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const options = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode]
      .filter(Boolean)
      .join(' ');
    await connection.executeQuery(CompiledQuery.raw(options ? `begin transaction ${options}` : 'begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name.replace(/"/g, '')}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint "${name.replace(/"/g, '')}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint "${name.replace(/"/g, '')}"`));
  }

  async releaseConnection(): Promise<void> {
    // Only one holder exists at a time, so the first pending release is the current holder's.
    this.releases.shift()?.();
  }

  async destroy(): Promise<void> {
    // The PGlite instance is closed by openDatabase's close(), which owns it.
  }
}
