import type { FaqsTables } from './faqs-tables';

declare module '../../db/schema' {
  interface Database extends FaqsTables {}
}
