import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { Permission } from '../session/permissions';
import { useService } from '../core/services-context';
import { Session } from '../core/tokens';

/** True when the signed-in admin's role grants the permission. */
export function usePermission(permission: Permission): boolean {
  return useService(Session).can(permission);
}

/** Renders its children only for roles with the permission: actions a role cannot use are not offered. */
export const Can = observer(function Can({
  permission,
  children,
  fallback = null,
}: {
  permission: Permission;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <>{useService(Session).can(permission) ? children : fallback}</>;
});
