/** Table of migration 950-preview-keys. */
export interface PreviewKeysTable {
  id: number;
  secret: string;
}

declare module '../../db/schema' {
  interface Database {
    preview_keys: PreviewKeysTable;
  }
}
