import type { CountriesTables } from './countries-tables';

declare module '../../db/schema' {
  interface Database extends CountriesTables {}
}
