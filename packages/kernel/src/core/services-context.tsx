import { createContext, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';
import type { Contributed, ExtensionPoint } from './extension-point';
import type { Token } from './token';
import { asIdentifier } from './token';
import { PluginRegistry } from './tokens';

/**
 * What resolves a token: the booted app's container, or before it exists (the sign-in screen of a page load,
 * start.tsx) the kernel's own services alone.
 */
export type ServiceResolver = Pick<Container, 'get'>;

const ContainerContext = createContext<ServiceResolver | null>(null);

export function ServicesProvider({ container, children }: { container: ServiceResolver; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

function useResolver(): ServiceResolver {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService must be used inside the Backoffice shell (ServicesProvider)');
  return container;
}

/** @internal The container of the booted app (the shell resolves contributed searches with it). */
export function useContainer(): Container {
  const container = useResolver();
  // Only the signed-in shell asks, and it is always given the app's container (BackofficeApp).
  if (!('isBound' in container)) throw new Error('The app container is not available before sign-in');
  return container as Container;
}

/** Resolves a service (a kernel service or a plugin's store) from the container. */
export function useService<T>(token: Token<T>): T {
  return useResolver().get(asIdentifier(token));
}

/** @internal A service when inside the shell, else null (UI kit parts that also render on their own). */
export function useServiceIfAny<T>(token: Token<T>): T | null {
  const container = useContext(ContainerContext);
  return container ? container.get(asIdentifier(token)) : null;
}

/** Values contributed to an extension point by the plugins that started. */
export function useContributions<T>(point: ExtensionPoint<T>): T[] {
  return useService(PluginRegistry).getContributions(point);
}

/** The same values, each with the plugin that contributed it: render each in a `ContributionBoundary` naming it. */
export function useContributionEntries<T>(point: ExtensionPoint<T>): Array<Contributed<T>> {
  return useService(PluginRegistry).getContributionEntries(point);
}
