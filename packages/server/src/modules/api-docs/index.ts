import { defineModule } from '../module';
import { apiDocsRoutes } from './routes';

/** The API's own description: the OpenAPI 3.1 document and its reference page. */
export const apiDocsModule = defineModule({
  name: 'api-docs',
  routes(app, { plugins }) {
    apiDocsRoutes(app, plugins);
  },
});
