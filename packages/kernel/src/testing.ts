/**
 * @backoffice/kernel/testing: helpers for a plugin's screen tests (jsdom + @testing-library/react).
 * `renderPlugin` boots the kernel with the plugins under test against `FakeApi`, a fake backend.
 */
export { renderPlugin } from './testing/render-plugin';
export type { RenderPluginOptions, RenderedPlugin } from './testing/render-plugin';
export { FakeApi, sampleAdmin } from './testing/fake-api';
export { fakeHttp } from './testing/fake-http';
export { setSmallScreen } from './testing/small-screen';
export { resetPage } from './testing/reset-page';
export type { FakeReply, FakeRequest } from './testing/fake-api';
export type { ContractReply } from './testing/fake-endpoints';
