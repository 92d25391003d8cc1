// The kernel's testing entry boots and renders plugins against a fake API; the tests call it renderApp.
export { renderPlugin as renderApp } from '@backoffice/kernel/testing';
export type {
  RenderPluginOptions as RenderAppOptions,
  RenderedPlugin as RenderedApp,
} from '@backoffice/kernel/testing';
