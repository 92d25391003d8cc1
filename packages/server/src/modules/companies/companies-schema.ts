import type { CompaniesTables } from './companies-tables';

declare module '../../db/schema' {
  interface Database extends CompaniesTables {}
}
