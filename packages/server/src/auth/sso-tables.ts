import type { ColumnType } from 'kysely';
import type { TimestampColumn } from '../db/schema';

/** Migration 060-oidc (the auth module's): the provider account an admin signs in as. */
export interface SsoIdentitiesTable {
  admin_id: string;
  issuer: string;
  subject: string;
  /** The groups the provider gave at the last sign-in (shown to super admins, kept for the record). */
  groups: ColumnType<string[], string, string>;
  created_at: TimestampColumn;
  last_sign_in: TimestampColumn;
}

/** A sign-in between the redirect to the provider and its answer; the id is the sha256 of the browser's cookie token. */
export interface OidcLoginsTable {
  id: string;
  state: string;
  nonce: string;
  code_verifier: string;
  created_at: TimestampColumn;
}

export interface SsoTables {
  sso_identities: SsoIdentitiesTable;
  oidc_logins: OidcLoginsTable;
}

declare module '../db/schema' {
  // Declaration merging: the single sign-on tables join the shared Database interface.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends SsoTables {}
}
