import { contribute, definePlugin, SectionEditors } from '@backoffice/plugin-sdk';
import { quoteEditor } from './quote';

/**
 * An external plugin: built on its own (npm run build → dist/index.js), dropped into the server's plugins
 * folder and listed in the runtime config's `externalPlugins`; the app is not rebuilt.
 */
export default definePlugin({
  id: 'quote-editor',
  title: 'Testimonial quotes',
  pluginApi: '^1.0',
  // The section editor it plugs into belongs to the sections plugin (its extension point comes with the SDK).
  requires: ['sections'],
  nav: [{ group: 'Pages', label: 'Testimonials', path: '/testimonials', order: 90 }],
  routes: [{ path: '/testimonials', screen: () => import('./TestimonialsScreen') }],
  contributes: [contribute(SectionEditors, quoteEditor)],
});
