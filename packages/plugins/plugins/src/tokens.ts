import { createToken } from '@backoffice/kernel';
import type { PluginCatalogStore } from './plugin-catalog-store';

export const PluginCatalogToken = createToken<PluginCatalogStore>('plugins/PluginCatalogStore');
