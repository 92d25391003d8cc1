import { errorStatus, type ApiClient } from '@backoffice/kernel';
import type { GeneralHeroSaved, SectionsApi as Calls } from '@backoffice/contracts';

/** The home description hero (content spec §2, §7). */
export interface GeneralHero {
  heading: string;
  description: string;
  image?: string;
  /** The version loaded (absent before the hero exists). */
  updatedAt?: string;
}

/** Reads the hero; null when none exists (a 404 means "none yet"). */
export async function loadGeneralHero(api: ApiClient): Promise<GeneralHero | null> {
  try {
    return (await api.get<Calls['generalHero']>('/hero/get-general-section')).generalSection;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export async function saveGeneralHero(api: ApiClient, exists: boolean, hero: GeneralHero, image: File | null): Promise<GeneralHeroSaved> {
  // The version edited goes before the file: the server reads the text fields first.
  const fields = { heading: hero.heading, description: hero.description, updatedAt: hero.updatedAt || undefined, image: image ?? undefined };
  return exists
    ? api.upload<Calls['updateGeneralHero']>('PUT', '/hero/update-general-section', fields)
    : api.upload<Calls['createGeneralHero']>('POST', '/hero/create-general-section', fields);
}
