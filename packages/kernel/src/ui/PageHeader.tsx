import { useRef, type ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages';
import { Breadcrumb, Typography } from 'antd';
import { Link, useInRouterContext, useLocation } from 'react-router-dom';
import { useServiceIfAny } from '../core/services-context';
import { PluginRegistry } from '../core/tokens';
import { useI18n } from '../i18n/use-i18n';
import { breadcrumbTrail, homeStep, titleOwnerOf, type TrailStep } from '../core/breadcrumb-trail';
import type { PluginRegistry as Registry } from '../core/registry';
import { useDocumentTitle } from './use-document-title';

export interface Crumb {
  /** Omit to use the name of the screen at `path` (its route's `title`, else its sidebar label). */
  label?: string;
  /** Omit for the current page. */
  path?: string;
}

/** A crumb of the trail shown: a registry's step carries the plugin whose catalog translates its English name. */
type Step = Crumb & { owner?: string };

export interface PageHeaderProps {
  title: ReactNode;
  /**
   * The screens above this one, when they are not the route registry's (e.g. a record's name): the trail
   * still starts from the registry's steps above the first crumb. Omit to have the whole trail from the registry.
   */
  breadcrumb?: Crumb[];
  /** Buttons on the right, e.g. '+ Add New'. */
  actions?: ReactNode;
  /** 2 for a second list on a screen that already has its h1 (one h1 per screen); 1 by default. */
  level?: 1 | 2;
}

export function PageHeader({ title, breadcrumb: given, actions, level = 1 }: PageHeaderProps) {
  const { t } = useMessages();
  const { i18n } = useI18n();
  const registry = useServiceIfAny(PluginRegistry);
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(level === 1 ? heading : null);
  const path = useCurrentPath();
  // Every screen's own header (level 1) shows where it stands; a second list's header shows none. The
  // dashboard, where every trail starts, shows none either: it would only repeat its heading.
  const trail = level === 1 && registry && path !== null ? fullTrail(registry, path, given, title) : given;
  const breadcrumb = !given && trail?.length === 1 ? undefined : trail;
  // The registry's names are English: each is read in the catalog of the plugin that declares it, as the sidebar
  // reads its entries. A screen's own crumbs come translated already.
  const inOwnersLanguage = (label: string, owner: string | undefined) => (owner ? i18n.t(label, { ns: owner }) : label);
  const labelOf = (crumb: Step) => {
    if (crumb.label !== undefined) return inOwnersLanguage(crumb.label, crumb.owner);
    const registered = crumb.path ? registry?.titleOf(crumb.path) : undefined;
    if (registered && crumb.path && registry) return inOwnersLanguage(registered, titleOwnerOf(registry, crumb.path));
    return crumb.path ?? '';
  };

  return (
    <header style={{ marginBottom: 16 }}>
      {breadcrumb && breadcrumb.length > 0 && (
        <Breadcrumb
          // A second navigation landmark beside the sidebar's: each needs its own name.
          aria-label={t('Breadcrumb')}
          style={{ marginBottom: 8 }}
          items={breadcrumb.map((crumb) => ({
            title: crumb.path ? <Link to={crumb.path}>{labelOf(crumb)}</Link> : labelOf(crumb),
          }))}
        />
      )}
      <div className="bo-page-header">
        <Typography.Title ref={heading} level={level} style={{ fontSize: level === 1 ? 24 : 20 }}>
          {title}
        </Typography.Title>
        {actions}
      </div>
    </header>
  );
}

/** The address shown, or null outside a router (a header drawn on its own). */
function useCurrentPath(): string | null {
  // The router context does not come and go during a component's life, so the hook order stays the same.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return useInRouterContext() ? useLocation().pathname : null;
}

/**
 * The screen's trail: the crumbs it gives, after the registry's steps above the first of them; without crumbs,
 * the registry's whole trail to this address, its last step named by the screen's own title.
 */
function fullTrail(registry: Registry, path: string, given: Crumb[] | undefined, title: ReactNode): Step[] {
  if (given && given.length > 0) {
    const first = given[0]!;
    const above: TrailStep[] = first.path ? breadcrumbTrail(registry, first.path).slice(0, -1) : homeStep(registry);
    return [...above.filter((step) => !given.some((crumb) => crumb.path === step.path)), ...given];
  }
  const trail = breadcrumbTrail(registry, path);
  const last = trail.at(-1);
  const here: Step[] = last
    ? typeof title === 'string'
      ? [{ label: title }]
      : [{ label: last.label, owner: last.owner }]
    : [];

  return [...trail.slice(0, -1), ...here];
}
