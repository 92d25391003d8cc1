import type { AboutCardsTables } from './about-cards-tables';

declare module '../../db/schema' {
  interface Database extends AboutCardsTables {}
}
