import { errorStatus, type ApiClient, type PublishChoice } from '@backoffice/kernel';
import type { GeneralHeroRecord, GeneralHeroSaved, Publishing, SectionsApi as Calls } from '@backoffice/contracts';

/** The home description hero as its editors see it (its draft's values when it has one). */
export interface GeneralHero extends Partial<Publishing> {
  heading: string;
  description: string;
  image?: string;
  /** The version loaded (absent before the hero exists). */
  updatedAt?: string;
}

/** The publishing choice a save sends, only what differs from the server's default (`publishFields`). */
export type HeroPublishing = Partial<PublishChoice>;

/** The publishing choice as form fields (a time cleared is sent empty). */
export const publishingForm = (publishing: HeroPublishing = {}) =>
  Object.fromEntries(Object.entries(publishing).map(([name, value]) => [name, value ?? ''])) as Record<string, string>;

/** Reads the hero; null when none exists (a 404 means "none yet"). */
export async function loadGeneralHero(api: ApiClient): Promise<GeneralHeroRecord | null> {
  try {
    return (await api.get<Calls['generalHero']>('/hero/get-general-section')).generalSection;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export async function saveGeneralHero(
  api: ApiClient,
  exists: boolean,
  hero: GeneralHero,
  image: File | null,
  publishing: HeroPublishing = {},
): Promise<GeneralHeroSaved> {
  // The version edited goes before the file: the server reads the text fields first.
  const fields = {
    heading: hero.heading,
    description: hero.description,
    updatedAt: hero.updatedAt || undefined,
    ...publishingForm(publishing),
    image: image ?? undefined,
  };
  return exists
    ? api.upload<Calls['updateGeneralHero']>('PUT', '/hero/update-general-section', fields)
    : api.upload<Calls['createGeneralHero']>('POST', '/hero/create-general-section', fields);
}
