import { EXT_FILES_FOLDER, isExtFileUrl } from '../../plugins/file-fields';
import { defineModule } from '../module';
import { extRecordsMigration } from './migrations/930-ext-records';
import { extContentRoutes } from './routes';
import './tables';

/**
 * Content types declared by external plugins in their manifest.json: stored in one table and served with the
 * built-in groups' guarantees. Never switched off as a whole: each route answers 404 for a plugin that is not
 * listed, switched off, or whose manifest was refused (plugin-gate.ts).
 */
export const extContentModule = defineModule({
  name: 'ext-content',
  plugin: null,
  migrations: { '930-ext-records': extRecordsMigration },
  routes: extContentRoutes,
  // Plugins' files: every stored address a record holds, whatever its type (a removed plugin's records keep theirs).
  files: {
    folders: [`uploads/${EXT_FILES_FOLDER}`],
    async referenced(db) {
      const rows = await db.selectFrom('ext_records').select('data').execute();
      return rows.flatMap((row) =>
        Object.values(row.data).filter(
          (value): value is string => typeof value === 'string' && value !== '' && isExtFileUrl(value),
        ),
      );
    },
  },
});
