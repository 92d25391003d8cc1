import type { ReactNode } from 'react';
import { Breadcrumb, Typography } from 'antd';
import { Link } from 'react-router-dom';

export interface Crumb {
  label: string;
  /** Omit for the current page. */
  path?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  breadcrumb?: Crumb[];
  /** Buttons on the right, e.g. '+ Add New'. */
  actions?: ReactNode;
}

export function PageHeader({ title, breadcrumb, actions }: PageHeaderProps) {
  return (
    <header style={{ marginBottom: 16 }}>
      {breadcrumb && breadcrumb.length > 0 && (
        <Breadcrumb
          style={{ marginBottom: 8 }}
          items={breadcrumb.map((crumb) => ({ title: crumb.path ? <Link to={crumb.path}>{crumb.label}</Link> : crumb.label }))}
        />
      )}
      <div className="bo-page-header">
        <Typography.Title level={2} style={{ fontSize: 24 }}>{title}</Typography.Title>
        {actions}
      </div>
    </header>
  );
}
