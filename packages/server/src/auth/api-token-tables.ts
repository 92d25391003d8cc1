import type { ColumnType } from 'kysely';
import type { RecordColumns } from '../db/schema';
import type { Role } from './permissions';
import type { ApiTokenScope } from '@backoffice/contracts';

/** Table of migration 040-api-tokens (the api-tokens module's); read by the request guard on every Bearer request. */
export interface ApiTokensTable extends RecordColumns {
  admin_id: string;
  name: string;
  /** sha256 (hex) of the secret; the secret itself is never stored. */
  token_hash: string;
  prefix: string;
  role: Role | null;
  scopes: ColumnType<ApiTokenScope[], unknown, unknown>;
  expires_at: Date;
  last_used_at: Date | null;
  created_by: string | null;
}

declare module '../db/schema' {
  interface Database {
    api_tokens: ApiTokensTable;
  }
}
