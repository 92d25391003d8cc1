import { observer } from 'mobx-react-lite';
import { Avatar, Dropdown } from 'antd';
import { EditOutlined, GlobalOutlined, LaptopOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useService } from '../core/services-context';
import { Languages, Navigator, Session } from '../core/tokens';
import { ADMIN_LANGUAGES, isAdminLanguage } from '../i18n/languages';
import { useMessages } from '../i18n/use-messages';

const LANGUAGE_KEY_PREFIX = 'language:';

/** Picture (or a default avatar) and name; its menu offers Edit Profile, Sessions, the admin's language and Logout. */
export const ProfileChip = observer(function ProfileChip() {
  const session = useService(Session);
  const navigator = useService(Navigator);
  const user = session.user;
  const { t, language } = useMessages();
  const languages = useService(Languages);
  const inTopBar = (node: HTMLElement) => node.closest<HTMLElement>('.bo-topbar') ?? document.body;
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      // Inside the sticky top bar, the menu stays under the chip when the page scrolls. In the page's body it
      // was moved back under the chip after each scroll, a frame late: a click landing in between missed its item.
      getPopupContainer={inTopBar}
      menu={{
        // The Language submenu opens on a click (or Enter), not on hover: phones have no hover. It lives in the
        // top bar too (antd's Dropdown does not pass its container on to submenus, which went to the body).
        triggerSubMenuAction: 'click',
        getPopupContainer: inTopBar,
        items: [
          { key: 'edit-profile', label: t('Edit Profile'), icon: <EditOutlined /> },
          { key: 'sessions', label: t('Sessions'), icon: <LaptopOutlined /> },
          {
            key: 'language',
            label: t('Language'),
            icon: <GlobalOutlined />,
            children: ADMIN_LANGUAGES.map((option) => ({
              key: `${LANGUAGE_KEY_PREFIX}${option.code}`,
              label: <span lang={option.code}>{option.name}</span>,
              // The chosen one is marked for sight and for screen readers.
              extra: option.code === language ? '✓' : undefined,
              'aria-current': option.code === language ? 'true' : undefined,
            })),
          },
          { type: 'divider' },
          { key: 'logout', label: t('Logout'), icon: <LogoutOutlined />, danger: true },
        ],
        onClick: ({ key }) => {
          const chosen = key.startsWith(LANGUAGE_KEY_PREFIX) ? key.slice(LANGUAGE_KEY_PREFIX.length) : null;
          if (chosen && isAdminLanguage(chosen)) void languages.choose(chosen, session.isAuthenticated);
          if (key === 'edit-profile') navigator.go('/edit-profile');
          if (key === 'sessions') navigator.go('/sessions');
          if (key === 'logout') void session.signOut();
        },
      }}
    >
      {/* The name shown is part of the accessible name (WCAG 2.5.3, label in name). */}
      <button
        type="button"
        className="bo-profile-chip"
        aria-label={
          session.displayName ? t('{{name}}, profile menu', { name: session.displayName }) : t('Profile menu')
        }
      >
        <Avatar size={32} src={user?.pfp || undefined} icon={<UserOutlined />} alt="" />
        <span className="bo-profile-name">{session.displayName}</span>
      </button>
    </Dropdown>
  );
});
