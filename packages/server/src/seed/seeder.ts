import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Storage } from '../storage/storage';

/** Stores a demo file as an upload would be stored; returns its /uploads address. */
export type StoreDemoFile = (file: { buffer: Buffer; filename: string; mimetype: string }, folder: string) => Promise<string>;

export interface SeedContext {
  db: Kysely<Database>;
  storage: Storage;
  storeFile: StoreDemoFile;
  /** Lines for the console summary (e.g. demo passwords). */
  report(line: string): void;
}

/** One module's demo data for `npm run seed -- --demo`. */
export interface Seeder {
  name: string;
  /** Whether the module's tables already hold content (the seed refuses to run then, unless --force). */
  hasContent(db: Kysely<Database>): Promise<boolean>;
  /** Adds the demo rows; skips what already exists; returns how many records it added. */
  seed(context: SeedContext): Promise<number>;
}
