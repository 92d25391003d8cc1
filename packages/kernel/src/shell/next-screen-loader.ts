import { when } from 'mobx';
import { matchPath } from 'react-router-dom';
import type { PluginRegistry } from '../core/registry';
import { firstScreenPath } from './first-screen';

/** The signed-in shell's chunk (see shell-chunk.ts): the sign-in screen does not load it until asked. */
export const loadShell = () => import('./shell-chunk');

/**
 * Starts loading what the first screen after sign-in needs (the shell's chunk and the screen's own), once, while
 * the admin is still typing: by the time the password is checked the chunks are in, so the dashboard shows
 * without a waterfall of requests. Called on the admin's first key or pointer press in the form, never at page load
 * (nor on the e-mail field's autofocus): the sign-in screen's first paint and idle time stay free of that script.
 */
export function preloadFirstScreen(registry: Pick<PluginRegistry, 'routes' | 'nav' | 'navGroups' | 'starting'>): void {
  if (started.has(registry)) return;
  started.add(registry);
  void loadShell().catch(() => undefined);
  void when(() => !registry.starting).then(() => {
    const path = firstScreenPath(registry);
    const route = path ? registry.routes.find((candidate) => matchPath(candidate.path, path)) : undefined;
    // A chunk that fails here fails again, visibly, when the screen opens: nothing to show yet.
    void route?.screen().catch(() => undefined);
  });
}

const started = new WeakSet<object>();
