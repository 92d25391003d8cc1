import type { PodcastsTables } from './podcasts-tables';

declare module '../../db/schema' {
  interface Database extends PodcastsTables {}
}
