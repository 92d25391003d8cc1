import { matchPath } from 'react-router-dom';
import type { PluginRegistry } from './registry';

/** One step of a breadcrumb trail: a screen's name and its address. */
export interface TrailStep {
  /** In English, as declared: shown translated through `owner`'s catalog. */
  label: string;
  path: string;
  /** The plugin that declares the name (its route's title or sidebar label); none for a bare address. */
  owner?: string;
}

type Routes = Pick<PluginRegistry, 'routes' | 'nav' | 'titleOf'>;

/** Where every trail starts: the dashboard, when its plugin runs. */
const HOME = '/dashboard';

/**
 * The breadcrumb trail to a screen, from the route registry: the dashboard, then the screens above it (a
 * route's `parent`, else the sidebar entry whose address its own starts with), then the screen itself, each
 * named by its route's `title` or its sidebar label.
 */
export function breadcrumbTrail(registry: Routes, path: string): TrailStep[] {
  const steps: TrailStep[] = [];
  const seen = new Set<string>();
  for (
    let current: string | undefined = path;
    current !== undefined && !seen.has(current);
    current = parentOf(registry, current)
  ) {
    seen.add(current);
    steps.unshift({
      label: registry.titleOf(current) ?? current,
      path: current,
      owner: titleOwnerOf(registry, current),
    });
  }
  return steps[0]?.path === HOME ? steps : [...homeStep(registry), ...steps];
}

/** The trail's first step, the dashboard; none when no plugin opens it. */
export function homeStep(registry: Routes): TrailStep[] {
  const opensHome = registry.routes.some((route) => matchPath(route.path, HOME));
  return opensHome
    ? [{ label: registry.titleOf(HOME) ?? 'Dashboard', path: HOME, owner: titleOwnerOf(registry, HOME) }]
    : [];
}

/** The plugin whose route title (else sidebar label) names `path`, as `titleOf` finds it: its catalog translates the name. */
export function titleOwnerOf(registry: Pick<PluginRegistry, 'routes' | 'nav'>, path: string): string | undefined {
  const route = registry.routes.find((candidate) => candidate.title && matchPath(candidate.path, path));
  return route ? route.pluginId : registry.nav.find((entry) => entry.path === path)?.pluginId;
}

/** The screen above `path`: its route's declared parent, else the sidebar entry its address falls under. */
function parentOf(registry: Pick<PluginRegistry, 'routes' | 'nav'>, path: string): string | undefined {
  const route = registry.routes.find((candidate) => matchPath(candidate.path, path));
  if (route?.parent) return route.parent;
  if (registry.nav.some((entry) => entry.path === path)) return undefined;
  // '/explore/blogs/edit-blog' is under the sidebar's '/explore/blogs': the longest such entry.
  const under = registry.nav
    .filter((entry) => path.startsWith(`${entry.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return under?.path;
}
