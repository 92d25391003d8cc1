import { CONTACT_SALES, JOB_CANDIDATES, LEADS, NEWSLETTER, type Collection } from './collections';

/** The collections an export job takes, by the name the API uses (`POST /api/exports { collection }`). */
export const EXPORTED_COLLECTIONS: Record<string, Collection> = {
  newsletter: NEWSLETTER,
  leads: LEADS,
  'contact-sales': CONTACT_SALES,
  'job-candidates': JOB_CANDIDATES,
};

export function exportedCollection(name: string): Collection | null {
  return Object.hasOwn(EXPORTED_COLLECTIONS, name) ? EXPORTED_COLLECTIONS[name] : null;
}
