import type { HttpClient } from '@backoffice/kernel';

/** The home description hero (content spec §2, §7). */
export interface GeneralHero {
  heading: string;
  description: string;
  image?: string;
}

/** Reads the hero; null when none exists (a 404 means "none yet"). */
export async function loadGeneralHero(http: HttpClient): Promise<GeneralHero | null> {
  try {
    const response = await http.get<{ success?: boolean; generalSection?: GeneralHero | null }>('/hero/get-general-section');
    return response.data.generalSection ?? null;
  } catch (error) {
    if ((error as { response?: { status?: number } }).response?.status === 404) return null;
    throw error;
  }
}

export async function saveGeneralHero(http: HttpClient, exists: boolean, hero: GeneralHero, image: File | null) {
  const form = new FormData();
  form.append('heading', hero.heading);
  form.append('description', hero.description);
  if (image) form.append('image', image);
  return exists ? http.put('/hero/update-general-section', form) : http.post('/hero/create-general-section', form);
}
