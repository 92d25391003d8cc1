import { sql } from 'kysely';
import type { Tx } from '../../db/record-writes';
import type { PublishableRow } from '../../content-state/state';

/**
 * Regions of countries with drafts (docs/editorial-workflow.md). A region is shared by the countries in it, so
 * a draft never changes one that is on the site: a draft that moves its country to a new region creates that
 * region (nothing shows it until a country in it is published); a draft that changes an existing region's
 * description keeps it as `region_description`, written to the region when the draft goes live.
 */

/**
 * The region of that name (case-insensitive), created when new. `live`: the given description becomes the
 * region's at once (a live save); else the id and whether the description must wait in the draft.
 */
export async function regionFor(
  tx: Tx,
  name: string,
  description: string,
  now: Date,
  live: boolean,
): Promise<{ id: string; descriptionWaits: boolean }> {
  const existing = await tx
    .selectFrom('country_regions')
    .select(['id', 'description'])
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
  if (existing) {
    const differs = existing.description !== description;
    if (differs && live) await setRegionDescription(tx, existing.id, description, now);
    return { id: existing.id, descriptionWaits: differs && !live };
  }
  const created = await tx
    .insertInto('country_regions')
    .values({ name, description, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: created.id, descriptionWaits: false };
}

async function setRegionDescription(tx: Tx, regionId: string, description: string, now: Date) {
  await tx.updateTable('country_regions').set({ description, updated_at: now }).where('id', '=', regionId).execute();
}

/** Drops a region no country is in any more, published or in a draft. */
export async function dropRegionIfEmpty(tx: Tx, regionId: string | null | undefined) {
  if (!regionId) return;
  const left = await tx
    .selectFrom('countries')
    .select('id')
    .where((eb) => eb.or([eb('region_id', '=', regionId), eb(sql`draft->>'region_id'`, '=', regionId)]))
    .limit(1)
    .executeTakeFirst();
  if (!left) await tx.deleteFrom('country_regions').where('id', '=', regionId).execute();
}

/** The region a country's draft names, if any. */
export const draftRegionOf = (row: PublishableRow): string | null =>
  typeof row.draft?.region_id === 'string' ? row.draft.region_id : null;

/** Publishing a country's draft: its waiting region description goes live; its other values are the row's columns. */
export async function publishCountryDraft(tx: Tx, current: PublishableRow): Promise<Record<string, unknown>> {
  const { region_description: description, ...columns } = current.draft ?? {};
  const regionId = (columns.region_id ?? (current as unknown as { region_id: string }).region_id) as string;
  if (typeof description === 'string') await setRegionDescription(tx, regionId, description, new Date());
  return columns;
}

/** After a country's draft was published: the region it left is dropped when no country is in it any more. */
export async function afterCountryPublish(tx: Tx, before: PublishableRow): Promise<void> {
  const moved = draftRegionOf(before);
  const from = (before as unknown as { region_id: string }).region_id;
  if (moved && moved !== from) await dropRegionIfEmpty(tx, from);
}
