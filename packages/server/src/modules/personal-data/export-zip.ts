import type { Readable } from 'node:stream';
import type { Storage } from '../../storage/storage';
import { PERSONAL_COLLECTIONS } from './collections';
import { extFilesOf, plainExtRecord, type ExtPersonalHits } from './ext-records';
import { filesOf, plainRow } from './queries';

type Found = Array<{
  collection: (typeof PERSONAL_COLLECTIONS)[number];
  rows: Array<Record<string, unknown> & { id: string }>;
}>;

const safe = (text: string) =>
  text
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80) || 'file';

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * One person's data as a .zip: a JSON file per collection (and per plugin content type holding personal data) (an empty list where nothing is held) and their
 * uploaded files under `files/`. A person's data is small (a few records, files of at most a few MB), so it is
 * built in memory; fflate loads on first use.
 */
export async function personalDataZip(
  storage: Storage,
  email: string,
  found: Found,
  ext: ExtPersonalHits[] = [],
): Promise<Buffer> {
  const { zipSync, strToU8 } = await import('fflate');
  const entries: Record<string, Uint8Array> = {};
  for (const { collection, rows } of found)
    entries[collection.fileName] = strToU8(
      JSON.stringify(
        rows.map((row) => plainRow(collection, row)),
        null,
        2,
      ),
    );
  for (const { collection, rows } of found) {
    for (const file of filesOf(collection, rows)) {
      const opened = await storage.open(file.key);
      if (opened)
        entries[`files/${collection.key}/${file.row.id.slice(0, 8)}_${file.kind}_${safe(file.name)}`] = await bytesOf(
          opened.stream,
        );
    }
  }
  // Plugins' personal content types: one JSON file per type (`ext-<plugin>-<type>.json`), their files under files/.
  for (const hits of ext) {
    const name = `ext-${hits.type.plugin}-${hits.type.name}`;
    entries[`${name}.json`] = strToU8(JSON.stringify(hits.rows.map(plainExtRecord), null, 2));
    for (const file of extFilesOf(hits)) {
      const opened = await storage.open(file.key);
      if (opened)
        entries[`files/${name}/${file.rowId.slice(0, 8)}_${file.field}_${safe(file.key.split('/').pop() ?? '')}`] =
          await bytesOf(opened.stream);
    }
  }
  entries['README.txt'] = strToU8(
    `Personal data held for ${email}, exported ${new Date().toISOString()}.\nOne JSON file per collection; uploaded files under files/.\n`,
  );
  return Buffer.from(zipSync(entries));
}
