import type { Generated } from 'kysely';

export interface AdminPreferencesTable {
  admin_id: string;
  language: string | null;
  updated_at: Generated<Date>;
}

declare module '../../db/schema' {
  interface Database {
    admin_preferences: AdminPreferencesTable;
  }
}
