import type { PublishingColumns } from '../../content-state/columns';
import type { RecordColumns } from '../../db/schema';

/** Table of migration 620-about-cards (999: drafts and publishing). */
export interface AboutCardsTable extends RecordColumns, PublishingColumns {
  title: string;
  content: string;
  row: number;
  /** The /uploads address of the card's image, or null. */
  media: string | null;
}

declare module '../../db/schema' {
  interface Database {
    about_cards: AboutCardsTable;
  }
}
