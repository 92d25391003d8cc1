import { useRef, type ReactNode } from 'react';
import { Breadcrumb, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useServiceIfAny } from '../core/services-context';
import { PluginRegistry } from '../core/tokens';
import { useDocumentTitle } from './use-document-title';

export interface Crumb {
  /** Omit to use the name of the screen at `path` (its route's `title`, else its sidebar label). */
  label?: string;
  /** Omit for the current page. */
  path?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  breadcrumb?: Crumb[];
  /** Buttons on the right, e.g. '+ Add New'. */
  actions?: ReactNode;
  /** 2 for a second list on a screen that already has its h1 (one h1 per screen); 1 by default. */
  level?: 1 | 2;
}

export function PageHeader({ title, breadcrumb, actions, level = 1 }: PageHeaderProps) {
  const registry = useServiceIfAny(PluginRegistry);
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(level === 1 ? heading : null);
  const labelOf = (crumb: Crumb) => crumb.label ?? (crumb.path && registry?.titleOf(crumb.path)) ?? crumb.path ?? '';
  return (
    <header style={{ marginBottom: 16 }}>
      {breadcrumb && breadcrumb.length > 0 && (
        <Breadcrumb
          // A second navigation landmark beside the sidebar's: each needs its own name.
          aria-label="Breadcrumb"
          style={{ marginBottom: 8 }}
          items={breadcrumb.map((crumb) => ({ title: crumb.path ? <Link to={crumb.path}>{labelOf(crumb)}</Link> : labelOf(crumb) }))}
        />
      )}
      <div className="bo-page-header">
        <Typography.Title ref={heading} level={level} style={{ fontSize: level === 1 ? 24 : 20 }}>{title}</Typography.Title>
        {actions}
      </div>
    </header>
  );
}
