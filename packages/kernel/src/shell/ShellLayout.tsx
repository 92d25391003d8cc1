import { useEffect, useState } from 'react';
import { ConfigProvider, Drawer, Layout } from 'antd';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useService } from '../core/services-context';
import { Config, PluginRegistry } from '../core/tokens';
import { DialogHost } from './DialogHost';
import { SignInAgainDialog } from './SignInAgainDialog';
import { antdThemes, shellCss } from './theme';
import { applyTheme, useThemeName } from './theme-mode';
import { Logo } from './Logo';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useSmallScreen } from './use-small-screen';
import { cspNonce } from '../core/csp-nonce';

/**
 * The signed-in shell, in the chosen theme (light or dark, see theme-mode.ts): sidebar, top bar and content. On small screens the sidebar is a drawer about 80% wide behind the
 * menu button and closes when an entry is chosen; from the medium breakpoint up it takes about 18%.
 */
export function ShellLayout() {
  const registry = useService(PluginRegistry);
  const config = useService(Config);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const small = useSmallScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const themeName = useThemeName();
  // The next screen's chunk is loading: the current screen stays, a thin bar says something is on its way.
  const loadingScreen = useNavigation().state === 'loading';

  useEffect(() => setDrawerOpen(false), [pathname, small]);
  useEffect(() => applyTheme(themeName), [themeName]);

  const sidebar = (
    <Sidebar
      theme={themeName}
      entries={registry.nav}
      groups={registry.navGroups}
      onNavigate={(path) => {
        setDrawerOpen(false);
        navigate(path);
      }}
      onFollowed={() => setDrawerOpen(false)}
    />
  );

  return (
    <ConfigProvider theme={antdThemes[themeName]} csp={{ nonce: cspNonce() }}>
    <style nonce={cspNonce()}>{shellCss}</style>
    <Layout className="bo-shell" style={{ minHeight: '100vh' }}>
      <TopBar productName={config.productName} onMenu={small ? () => setDrawerOpen(true) : undefined} />
      <Layout>
        {small ? (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement="left"
            size="80%"
            title={<Logo name={config.productName} size={24} />}
            styles={{ body: { padding: 0 }, wrapper: { width: '80%' } }}
          >
            {sidebar}
          </Drawer>
        ) : (
          <Layout.Sider width="18%" className="bo-sider" theme={themeName}>
            {sidebar}
          </Layout.Sider>
        )}
        <Layout.Content className="bo-content" aria-busy={loadingScreen || undefined}>
          {loadingScreen && <div className="bo-route-progress" role="progressbar" aria-label="Loading the screen" />}
          <Outlet />
        </Layout.Content>
      </Layout>
      <DialogHost />
      <SignInAgainDialog />
    </Layout>
    </ConfigProvider>
  );
}
