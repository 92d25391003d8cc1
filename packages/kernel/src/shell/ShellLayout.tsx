import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useState } from 'react';
import { ConfigProvider, Drawer, Layout } from 'antd';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useService } from '../core/services-context';
import { Config, PluginRegistry, Session } from '../core/tokens';
import { DialogHost } from './DialogHost';
import { SignInAgainDialog } from './SignInAgainDialog';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { antdThemes, shellCss } from './theme';
import { applyTheme, useThemeName } from './theme-mode';
import { Logo } from './Logo';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useSmallScreen } from './use-small-screen';
import { cspNonce } from '../core/csp-nonce';
import { useMessages } from '../i18n/use-messages';
import { antdLocaleOf } from './antd-locales';
import { removeStaticSignIn } from './static-sign-in';

/**
 * The signed-in shell, in the chosen theme (light or dark, see theme-mode.ts): sidebar, top bar and content. On small screens the sidebar is a drawer about 80% wide behind the
 * menu button and closes when an entry is chosen; from the medium breakpoint up it takes about 18%.
 */
export const ShellLayout = observer(function ShellLayout() {
  // Signed in: index.html's static sign-in screen (left there when no session cookie was sent) goes.
  useLayoutEffect(removeStaticSignIn, []);
  const registry = useService(PluginRegistry);
  // Read so a plugin that starts late (its bundle was slow) adds its sidebar entries.
  void registry.revision;
  const config = useService(Config);
  const session = useService(Session);
  // Entries that name a permission the signed-in role lacks are left out (their screen would refuse anyway).
  const entries = registry.nav.filter((entry) => !entry.permission || session.can(entry.permission));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const small = useSmallScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const themeName = useThemeName();
  const { t, language, dir } = useMessages();
  // The next screen's chunk is loading: the current screen stays, a thin bar says something is on its way.
  const loadingScreen = useNavigation().state === 'loading';

  useEffect(() => setDrawerOpen(false), [pathname, small]);
  useEffect(() => applyTheme(themeName), [themeName]);

  const sidebar = (
    <Sidebar
      theme={themeName}
      entries={entries}
      groups={[...registry.navGroups]}
      onNavigate={(path) => {
        setDrawerOpen(false);
        navigate(path);
      }}
      onFollowed={() => setDrawerOpen(false)}
    />
  );

  return (
    <ConfigProvider
      theme={antdThemes[themeName]}
      csp={{ nonce: cspNonce() }}
      direction={dir}
      locale={antdLocaleOf(language)}
    >
      <style nonce={cspNonce()}>{shellCss}</style>
      <Layout className="bo-shell" style={{ minHeight: '100vh' }}>
        <SkipLink />
        <TopBar productName={config.productName} onMenu={small ? () => setDrawerOpen(true) : undefined} />
        <Layout>
          {small ? (
            <Drawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              // The drawer comes from the side the sidebar is on: the right in a right-to-left language.
              placement={dir === 'rtl' ? 'right' : 'left'}
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
          <Layout.Content
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="bo-content"
            aria-busy={loadingScreen || undefined}
          >
            {loadingScreen && (
              <div className="bo-route-progress" role="progressbar" aria-label={t('Loading the screen')} />
            )}
            <Outlet />
          </Layout.Content>
        </Layout>
        <DialogHost />
        <SignInAgainDialog />
      </Layout>
    </ConfigProvider>
  );
});
