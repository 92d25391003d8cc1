import type { ComponentType, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { RegisteredRoute } from '../core/registry';
import type { Permission } from '../session/permissions';
import { useService } from '../core/services-context';
import { Session } from '../core/tokens';
import { NotAllowed } from './NotFound';
import { ScreenBoundary } from './ScreenBoundary';
import { MessagesNamespace } from '../i18n/use-messages';

/** A plugin screen inside its error boundary and permission check. */
export function ScreenFrame({ route, Screen }: { route: RegisteredRoute; Screen: ComponentType }) {
  return (
    <ScreenBoundary key={route.path} pluginId={route.pluginId}>
      {/* The screen reads its texts from its plugin's catalog (`useMessages()`), then the kernel's. */}
      <MessagesNamespace.Provider value={route.pluginId}>
        <RequirePermission permission={route.permission}>
          <Screen />
        </RequirePermission>
      </MessagesNamespace.Provider>
    </ScreenBoundary>
  );
}

/** A screen that needs more than `read` shows a 'not available' panel to roles without it. */
const RequirePermission = observer(function RequirePermission({
  permission,
  children,
}: {
  permission?: Permission;
  children: ReactNode;
}) {
  const session = useService(Session);
  if (permission && !session.can(permission)) return <NotAllowed />;
  return <>{children}</>;
});
