import type { ColumnType, Generated } from 'kysely';
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
  /** Migration 050-session-devices: the browser's User-Agent and the client address at sign-in (null before it). */
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  ip: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 020-known-devices (the auth module's). */
export interface KnownDevicesTable {
  /** sha256 (hex) of the device cookie's token. */
  id: string;
  admin_id: string;
  created_at: TimestampColumn;
  last_used: TimestampColumn;
}

/** Migration 032-passkeys (the auth module's): admins' WebAuthn credentials. */
export interface PasskeysTable {
  id: Generated<string>;
  admin_id: string;
  /** The credential's id, base64url. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** bigint: read back as text by the PostgreSQL driver. */
  counter: ColumnType<string | number, number, number>;
  /** Comma-separated transports the browser reported (usb, nfc, internal, hybrid...). */
  transports: string;
  backed_up: boolean;
  name: string;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
  last_used: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Migration 033-webauthn-challenges (the auth module's): one-use challenges of WebAuthn ceremonies. */
export interface WebauthnChallengesTable {
  challenge: string;
  purpose: 'registration' | 'signin' | 'second-factor';
  admin_id: string | null;
  created_at: TimestampColumn;
  expires_at: Date;
}

/** Migration 030-two-factor: an admin's authenticator (TOTP) secret. */
export interface AdminTotpTable {
  admin_id: string;
  /** Base32, as authenticator apps take it. */
  secret: string;
  /** Null until the first code was typed. */
  confirmed_at: Date | null;
  /** The time step of the last code accepted (replays of it or older ones are refused). */
  last_time_step: string | number | null;
  created_at: TimestampColumn;
}

/** Migration 030-two-factor: one-time recovery codes, by the sha256 of each. */
export interface AdminRecoveryCodesTable {
  code_hash: string;
  admin_id: string;
  used_at: Date | null;
  created_at: TimestampColumn;
}

/** Migration 030-two-factor: sign-ins past their password step, waiting for a second factor (or its enrolment). */
export interface PendingSignInsTable {
  /** sha256 (hex) of the ticket. */
  id: string;
  admin_id: string;
  step: 'verify' | 'enrol';
  failed_attempts: number;
  created_at: TimestampColumn;
  expires_at: Date;
}

/** Migration 031-role-second-factor: roles that must sign in with a second factor. */
export interface RoleSecurityTable {
  role: string;
  require_second_factor: boolean;
  updated_at: TimestampColumn;
}

export interface CoreTables {
  admins: AdminsTable;
  sessions: SessionsTable;
  known_devices: KnownDevicesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  admin_totp: AdminTotpTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  pending_sign_ins: PendingSignInsTable;
  role_security: RoleSecurityTable;
}

declare module '../db/schema' {
  // Declaration merging: the core tables join the shared Database interface (no members of its own).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends CoreTables {}
}
