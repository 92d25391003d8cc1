import { Button, Result, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useService } from '../core/services-context';
import { PluginRegistry } from '../core/tokens';
import { firstScreenPath } from './first-screen';
import { useMessages } from '../i18n/use-messages';

/** No screen has this address; while external plugins are still loading it may be one of theirs: says so. */
export const NotFound = observer(function NotFound() {
  const navigate = useNavigate();
  const registry = useService(PluginRegistry);
  const { t } = useMessages();
  if (registry.pending.length > 0) {
    return (
      <Result
        icon={<Spin />}
        title={t('Loading plugins')}
        subTitle={t('This page may belong to a plugin that is still loading: {{plugins}}.', {
          plugins: registry.pending.join(', '),
        })}
      />
    );
  }
  const home = firstScreenPath(registry);
  return (
    <Result
      status="404"
      // The page's one heading (axe: a page has an h1), in the result title's own size.
      title={<h1 className="bo-result-title">{t('Page not found')}</h1>}
      subTitle={t('This page does not exist, or its screen group is switched off.')}
      extra={
        home ? (
          <Button type="primary" onClick={() => navigate(home)}>
            {home === '/dashboard' ? t('Back to the dashboard') : t('Back to the first screen')}
          </Button>
        ) : null
      }
    />
  );
});

export function NotAllowed() {
  const { t } = useMessages();
  return (
    <Result
      status="403"
      title={<h1 className="bo-result-title">{t('Not available to your role')}</h1>}
      subTitle={t('Ask a super admin if you need access to this screen.')}
    />
  );
}
