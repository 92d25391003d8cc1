import type { ReviewsTables } from './reviews-tables';

declare module '../../db/schema' {
  interface Database extends ReviewsTables {}
}
