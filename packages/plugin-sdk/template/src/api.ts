import {
  extFilesPath,
  extPath,
  Http,
  inject,
  injectable,
  type ExtRecord,
  type HttpClient,
} from '@backoffice/plugin-sdk';

/** The plugin's id and its content type, as manifest.json declares them. */
export const PLUGIN = '__ID__';
export const TYPE = 'items';
/** The type's kind in the translations API (`ext:<plugin>:<type>`): its text fields may hold one value per locale. */
export const TRANSLATIONS_KIND = `ext:${PLUGIN}:${TYPE}` as const;

/** An item as the server answers it: the fields manifest.json declares, plus `_id`, `createdAt`, `updatedAt`. */
export type Item = ExtRecord & { name: string; notes?: string };
export interface ItemInput {
  name: string;
  notes: string;
}

/** The items' calls: `/api/ext/__ID__/items` (the server checks each record against manifest.json's schema). */
@injectable()
export class ItemsApi {
  constructor(@inject(Http) private readonly http: HttpClient) {}

  /** A list answers `{ success, data, total }` whole (only a plain envelope is unwrapped to its `data`). */
  async list(): Promise<Item[]> {
    return (await this.http.get<{ data: Item[]; total: number }>(extPath(PLUGIN, TYPE))).data;
  }

  add(input: ItemInput): Promise<Item> {
    return this.http.post<Item>(extPath(PLUGIN, TYPE), input);
  }

  /** Sends the version the form started from: the server answers 409 when someone saved in between. */
  edit(item: Item, input: ItemInput): Promise<Item> {
    return this.http.put<Item>(extPath(PLUGIN, TYPE, item._id), { ...input, updatedAt: item.updatedAt });
  }

  /**
   * For a file field (`"format": "file"` in manifest.json, e.g. `"picture"`): stores the file through the server's
   * upload checks and answers its address, to save in the record's field.
   */
  async uploadFile(field: string, file: File): Promise<string> {
    const stored = await this.http.upload<Record<string, string>>('POST', extFilesPath(PLUGIN, TYPE), {
      [field]: file,
    });
    return stored[field];
  }

  async remove(id: string): Promise<void> {
    await this.http.delete(extPath(PLUGIN, TYPE, id));
  }
}
