import type { Kysely } from 'kysely';
import { recordWriter } from '../db/record-writes';
import type { Database } from '../db/schema';
import { registeredModules } from '../modules/index';
import type { SeedContext, StartContext } from '../modules/module';
import type { Storage } from '../storage/storage';
import { demoFileStore } from './demo-images';

/** What a seed gets: the database, its content writes, storage and its demo-file store; `report` collects console lines. */
export function seedContext(
  db: Kysely<Database>,
  storage: Storage,
  report: (line: string) => void = () => {},
): SeedContext {
  return {
    db,
    records: recordWriter(db, { removeFile: (file) => storage.remove(file) }),
    storage,
    storeFile: demoFileStore(storage),
    report,
  };
}

/** Every module's first-start seed, in registration order (the server runs them after the migrations); answers the lines to print. */
export async function runStartSeeds(
  db: Kysely<Database>,
  storage: Storage,
  settings: StartContext['settings'],
): Promise<string[]> {
  const lines: string[] = [];
  const context: StartContext = { ...seedContext(db, storage, (line) => lines.push(line)), settings };
  for (const module of registeredModules) await module.seed?.(context);
  return lines;
}

/** The modules with demo content, in registration order (a seed may rely on rows of an earlier one). */
export const demoSeeds = registeredModules.flatMap((module) =>
  module.demoSeed ? [{ name: module.name, ...module.demoSeed }] : [],
);
