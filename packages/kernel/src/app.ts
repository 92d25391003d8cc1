/**
 * @backoffice/kernel/app: starting the back-office, for the app (and tests), never for plugins.
 * `boot()` reads the config and starts the plugins; `mount()` renders the booted app into the page.
 */
export { boot } from './core/boot';
export type { BootOptions, BootedApp } from './core/boot';
export { loadConfig } from './core/config';
export type { BackofficeConfig } from './core/config';
export { formatBootReport } from './core/registry';
export { mount } from './shell/mount';
export { BackofficeApp } from './shell/BackofficeApp';
export type { BackofficeAppProps } from './shell/BackofficeApp';
export { createHttp } from './core/http';
export type { Transport } from './core/http';
