import type { ColumnType, Generated } from 'kysely';
import type { PublishingColumns } from '../../content-state/columns';

/** Tables of migration 710-podcasts (711: publishing). */
export interface PodcastsTable extends PublishingColumns {
  id: Generated<string>;
  title: string;
  url: string;
  /** Address of the cover, '' when none. */
  cover: string;
  /** A calendar day, YYYY-MM-DD (a `date` column read back as text). */
  date_scheduled: string;
  category: string;
  is_live_now: boolean;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The single hero cover of the podcasts page (one row, id 1). */
export interface PodcastHeroTable {
  id: number;
  cover: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

declare module '../../db/schema' {
  interface Database {
    podcasts: PodcastsTable;
    podcast_hero: PodcastHeroTable;
  }
}
