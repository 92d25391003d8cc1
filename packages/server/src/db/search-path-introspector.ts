import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  schema: string;
  table: string;
  table_type: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  type: string;
  type_schema: string;
  comment: string | null;
  auto_incrementing: string | null;
}

/**
 * kysely's PostgreSQL introspector reads every schema of the database and looks each one up by name
 * (`has_schema_privilege(nspname, …)`), so a schema dropped by another process during the query fails it
 * ("schema … does not exist", seen when test schemas come and go in parallel). The migrator, its only user
 * here, needs just the schemas on this connection's search_path, looked up by oid.
 */
export class SearchPathIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select unnest(current_schemas(false)) as name`.execute(this.db);
    return rows.map((row) => ({ name: row.name }));
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const internal = options.withInternalKyselyTables
      ? sql`true`
      : sql`c.relname not in ('kysely_migration', 'kysely_migration_lock')`;
    const { rows } = await sql<ColumnRow>`
      select ns.nspname as schema, c.relname as table, c.relkind as table_type, a.attname as column,
             a.attnotnull as not_null, a.atthasdef as has_default, typ.typname as type, dtns.nspname as type_schema,
             col_description(a.attrelid, a.attnum) as comment,
             pg_get_serial_sequence(c.oid::regclass::text, a.attname) as auto_incrementing
        from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on c.oid = a.attrelid
        join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
        join pg_catalog.pg_type typ on typ.oid = a.atttypid
        join pg_catalog.pg_namespace dtns on dtns.oid = typ.typnamespace
       where ns.nspname = any(current_schemas(false))
         and c.relkind in ('r', 'v', 'p') and a.attnum >= 0 and not a.attisdropped and ${internal}
       order by ns.nspname, c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      const key = `${row.schema}.${row.table}`;
      let table = tables.get(key);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.table_type === 'v', columns: [] };
        tables.set(key, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.auto_incrementing !== null,
        comment: row.comment ?? undefined,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgreSQL through `pg`, introspecting only the search_path's schemas (see SearchPathIntrospector). */
export class SearchPathPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SearchPathIntrospector(db);
  }
}
