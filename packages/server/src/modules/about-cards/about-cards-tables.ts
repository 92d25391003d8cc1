import type { ColumnType, Generated } from 'kysely';

/** Table of migration 620-about-cards. */
export interface AboutCardsTable {
  id: Generated<string>;
  title: string;
  content: string;
  row: number;
  /** The /uploads address of the card's image, or null. */
  media: string | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface AboutCardsTables {
  about_cards: AboutCardsTable;
}
