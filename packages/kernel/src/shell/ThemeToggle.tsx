import { Button, Tooltip } from 'antd';
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { chooseTheme, useThemeName } from './theme-mode';
import { useMessages } from '../i18n/use-messages';

/**
 * Switches between the light and dark themes; the choice is remembered in this browser. Until one is made, the
 * theme follows the system's preference.
 */
export function ThemeToggle() {
  const { t } = useMessages();
  const current = useThemeName();
  const next = current === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? t('Switch to light theme') : t('Switch to dark theme');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={next === 'light' ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => chooseTheme(next)}
      />
    </Tooltip>
  );
}
