import { Button, Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Logo } from './Logo';
import { ProfileChip } from './ProfileChip';
import { ThemeToggle } from './ThemeToggle';
import { CommandPalette } from './CommandPalette';
import { ShortcutHelp } from './ShortcutHelp';
import { useMessages } from '../i18n/use-messages';

export interface TopBarProps {
  productName?: string;
  /** Shown on small screens, where the sidebar is a drawer. */
  onMenu?: () => void;
}

export function TopBar({ productName, onMenu }: TopBarProps) {
  const { t } = useMessages();
  return (
    <Layout.Header className="bo-topbar">
      {onMenu && <Button type="text" aria-label={t('Open menu')} icon={<MenuOutlined />} onClick={onMenu} />}
      <Logo name={productName} />
      <span style={{ flex: 1 }} />
      <CommandPalette compact={Boolean(onMenu)} />
      <ShortcutHelp compact={Boolean(onMenu)} />
      <ThemeToggle />
      <ProfileChip />
    </Layout.Header>
  );
}
