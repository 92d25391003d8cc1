import { createContext, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';
import type { Contributed, ExtensionPoint } from './extension-point';
import type { Token } from './token';
import { asIdentifier } from './token';
import { PluginRegistry } from './tokens';

const ContainerContext = createContext<Container | null>(null);

export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** @internal The container of the booted app (the shell resolves contributed searches with it). */
export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService must be used inside the Backoffice shell (ServicesProvider)');
  return container;
}

/** Resolves a service (a kernel service or a plugin's store) from the container. */
export function useService<T>(token: Token<T>): T {
  return useContainer().get(asIdentifier(token));
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
