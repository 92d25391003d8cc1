import type { RecordColumns, TimestampColumn } from '../db/schema';
import type { Role } from './permissions';

/** Tables of migration 001-core. */
export interface AdminsTable extends RecordColumns {
  f_name: string;
  l_name: string;
  /** Stored lower-cased; unique on lower(email). */
  email: string;
  password_hash: string;
  role: Role;
  pfp: string | null;
}

export interface SessionsTable {
  /** sha256 (hex) of the cookie's token. */
  id: string;
  admin_id: string;
  created_at: TimestampColumn;
  expires_at: Date;
  last_seen: TimestampColumn;
}

/** Migration 020-known-devices (the auth module's). */
export interface KnownDevicesTable {
  /** sha256 (hex) of the device cookie's token. */
  id: string;
  admin_id: string;
  created_at: TimestampColumn;
  last_used: TimestampColumn;
}

export interface CoreTables {
  admins: AdminsTable;
  sessions: SessionsTable;
  known_devices: KnownDevicesTable;
}

declare module '../db/schema' {
  // Declaration merging: the core tables join the shared Database interface (no members of its own).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends CoreTables {}
}
