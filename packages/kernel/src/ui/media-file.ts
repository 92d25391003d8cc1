import type { MediaItem } from '@backoffice/contracts';

/** The picked library file as a File, as if chosen from the computer (its bytes fetched from its address). */
export async function fileOfMedia(item: Pick<MediaItem, 'url' | 'name' | 'mime'>): Promise<File> {
  const response = await fetch(item.url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${item.name} could not be fetched from the library`);
  return new File([await response.arrayBuffer()], item.name, { type: item.mime });
}
