import { createContext, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';
import type { ExtensionPoint } from './extension-point';
import type { Token } from './token';
import { asIdentifier } from './token';
import { PluginRegistry } from './tokens';

const ContainerContext = createContext<Container | null>(null);

export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService must be used inside the Backoffice shell (ServicesProvider)');
  return container;
}

/** Resolves a service (a kernel service or a plugin's store) from the container. */
export function useService<T>(token: Token<T>): T {
  return useContainer().get(asIdentifier(token));
}

/** Values contributed to an extension point by the plugins that started. */
export function useContributions<T>(point: ExtensionPoint<T>): T[] {
  return useService(PluginRegistry).getContributions(point);
}
